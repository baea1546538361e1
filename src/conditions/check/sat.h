// SAT (Popeye `SAT`, WinChloe "SAT", seed 69): a side is in check when its king has a flight, a
// square next to it (empty or holding an enemy unit, not the enemy king's) where it would not be in
// check by the definitions that follow in the chain (Rules::in_check_after: "attacked", unless another
// condition redefines it). As Popeye's SATxy, `SAT n` allows both sides n flights and `SAT n m` White n
// and Black m: a side is in check from the (n + 1)-th flight on, or from the n-th when its king is not
// in check by the definitions that follow (so with n = 0 such a king always is); when both numbers
// are 0 it is plain SAT. The king is moved to the flight without any side effect, as Popeye does.
//
// Strict SAT (Popeye `StrictSAT [n [m]]`): a side that has once been in check by those following
// definitions (in the diagram, or after any move since) needs a flight fewer whenever it is not in such
// a check now, as Popeye reads it: with n = 0 it is then always in check. One rule-state flag a side
// remembers it.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Sat final : public RuleModule {
 public:
  // `counted`: SAT n m (Popeye's SATxy), where a king not otherwise in check needs a flight fewer.
  // `strict_flags`: Strict SAT's first rule-state flag (White's; Black's is the next), or -1.
  Sat(int white_flights, int black_flights, bool counted, int strict_flags = -1)
      : flights_{white_flights, black_flights}, counted_(counted), strict_flags_(strict_flags) {}
  const char* name() const override { return strict_flags_ < 0 ? "SAT" : "StrictSAT"; }
  unsigned hooks() const override { return kHookCheck | (strict_flags_ < 0 ? 0u : kHookAfterMove); }
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  void diagram(Position& pos, const Rules& rules) const override;
  // (Strict SAT's after-move hook only raises its flags, reading the board every other module left.)
  bool after_move_changes_board() const override { return false; }
  bool after_move_runs_last() const override { return strict_flags_ >= 0; }
  // (The king's flights, tried on the board; Strict SAT reads its flags too.)
  bool judges_units_alone() const override { return strict_flags_ < 0; }

 private:
  // Strict SAT: has side `c` been in check by the definitions after this one (its flag)?
  int strict_flag(Colour c) const { return strict_flags_ + (c == Colour::White ? 0 : 1); }
  std::array<int, 2> flights_;  // by colour: the flights from which on the side is in check
  bool counted_;
  int strict_flags_;
};

// SAT [n [m]] (conditions/registry).
void apply_sat(Rules& rules, const std::vector<std::string>& arguments);
void apply_strict_sat(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& sat_condition();
const ConditionEntry& strict_sat_condition();

}  // namespace nightrider::conditions
