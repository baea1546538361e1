// Series capture (Popeye's condition `SeriesCapture`, German `SerienSchlag`, French `SerieCapture`): a
// unit that has taken may go on moving within the same turn, as often as it takes: after each capture
// it stops, or makes another move of its own walk from where the capture left it (Circe's and
// AntiCirce's side effects included); a further capture lets it go on again, a move that takes nothing
// ends the series. It may not go on when either king stands in check (a move that checks ends the
// series), nor when the unit left the board or its side. Popeye writes the series as one move, the unit
// going on after each step: `Bb1*c2*d3-b1`, `d6*e7-e8=Q`, `g5*f6 ep.*e7`, `c6*d7[wPd7->d2]-d4`.
//
// A turn is the first move and the unit's steps after it (solver/turn_board.h): each capture is offered
// twice through a choice slot, ending the turn (0) or going on (1); going on leaves the unit's square in
// the move marker, and the next move must be that unit's.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class SeriesCapture final : public RuleModule {
 public:
  SeriesCapture(ChoiceSlot slot, int gone_flag) : slot_(slot), gone_flag_(gone_flag) {}
  const char* name() const override { return "series capture"; }
  unsigned hooks() const override {
    return kHookChoice | kHookFilter | kHookAfterMove | kHookLegality | kHookTurn;
  }
  void choices(const Position& after, const Rules& rules, const Move& m,
               std::vector<uint32_t>& values) const override;
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  // (It reads where the unit ended, after every other module's side effects.)
  bool after_move_runs_last() const override { return true; }
  bool after_move_changes_board() const override { return false; }
  bool legal_after(const Position& pos, const Rules& rules, Colour mover) const override;
  bool ends_turn(const Position& pos, const Rules& rules, const Move& m) const override;

 private:
  ChoiceSlot slot_;
  int gone_flag_;  // the rule-state flag of a unit that took and left the board (it cannot go on)
};

void apply_series_capture(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& series_capture_condition();

}  // namespace nightrider::conditions
