// Fuddled Men (Popeye `FuddledMen`, the same word in French and German): a unit that moved in its side's
// last move may not move in that side's next one, nor observe (so it gives no check and guards no square
// castling crosses). Both units castling moves are fuddled, and so is an own unit an exchange moves; a
// unit is followed to where the move's side effects put it. Before a side's first move none of its
// units is fuddled. Each side keeps two squares in rule-state flags (7 bits each, the square's index
// + 1, on a board of at most 8 ranks: 28 flags), so they are journaled, hashed and written in FEN (@N).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class FuddledMen final : public RuleModule {
 public:
  static constexpr int kFlags = 28;
  explicit FuddledMen(int first_flag) : first_flag_(first_flag) {}
  const char* name() const override { return "fuddled men"; }
  unsigned hooks() const override { return kHookAfterMove | kHookFilter | kHookObservation; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  ObservationLevel observation_level() const override { return ObservationLevel::Observer; }
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  bool after_move_brings_units() const override { return false; }
  // (It sees where the other rules of the move put the units that moved.)
  bool after_move_runs_last() const override { return true; }

  // Is the unit on `square` fuddled for `side` (it moved in `side`'s last move)?
  bool fuddled(const Position& pos, Colour side, Square square) const;

 private:
  // The two squares kept for `side` (slot 0 or 1), none when empty.
  Square kept(const Position& pos, Colour side, int slot) const;
  int first_flag_;
};

void apply_fuddled_men(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& fuddled_men_condition();

}  // namespace nightrider::conditions
