// PAD chess (Popeye `PADChess`, French `PADechecs`, German `PADSchach`; conditions/pad.c read for its
// rules): a unit that has taken once is marked (kAttributeSpent, written by no notation). When a marked
// unit takes again it leaves the board after its capture, written as Popeye writes it, `Bc4*d5[-wBd5]`.
// Royal units are left alone, unless `RexInclusive`: then a royal unit takes only once (a second
// capture is no move, and it gives no check). Under `Strict` a marked unit may not take at all (and gives
// no check), and a unit taken and brought back (a Circe rebirth) comes back unmarked.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class PadChess final : public RuleModule {
 public:
  PadChess(bool strict, bool rex_inclusive) : strict_(strict), rex_inclusive_(rex_inclusive) {}
  const char* name() const override { return "PAD"; }
  unsigned hooks() const override { return kHookFilter | kHookAfterMove | kHookObservation; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  ObservationLevel observation_level() const override { return ObservationLevel::Observer; }
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  // (The mark is the unit's own: the board alone.)
  bool judges_units_alone() const override { return true; }
  // (It sees where the other rules of the move put the capturer.)
  bool after_move_runs_last() const override { return true; }

 private:
  // May the unit `unit`, marked or not, take (again)?
  bool may_take(const Rules& rules, Piece unit) const;
  bool strict_, rex_inclusive_;
};

// PADChess [Strict] [RexInclusive] (conditions/registry).
void apply_pad_chess(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& pad_chess_condition();

}  // namespace nightrider::conditions
