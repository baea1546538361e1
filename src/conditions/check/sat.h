// SAT (Popeye `SAT`, WinChloe "SAT", seed 69): a side is in check when its king has a flight, a
// square next to it (empty or holding an enemy unit, not the enemy king's) where it would not be in
// check by the definitions that follow in the chain (Rules::in_check_after: "attacked", unless another
// condition redefines it). As Popeye's SATxy, `SAT n` allows both sides n flights and `SAT n m` White n
// and Black m: a side is in check from the (n + 1)-th flight on, or from the n-th when its king is not
// in check by the definitions that follow (so with n = 0 such a king always is); when both numbers
// are 0 it is plain SAT. The king is moved to the flight without any side effect, as Popeye does.
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
  Sat(int white_flights, int black_flights, bool counted)
      : flights_{white_flights, black_flights}, counted_(counted) {}
  const char* name() const override { return "SAT"; }
  unsigned hooks() const override { return kHookCheck; }
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;

 private:
  std::array<int, 2> flights_;  // by colour: the flights from which on the side is in check
  bool counted_;
};

// SAT [n [m]] (conditions/registry).
void apply_sat(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& sat_condition();

}  // namespace nightrider::conditions
