// SAT (Popeye `SAT`, WinChloe "SAT", seed 69): a side is in check when its king has a flight, a
// square next to it (empty or holding an enemy unit, not the enemy king's) where it would not be in
// check by the definitions that follow in the chain (Rules::in_check_after: "attacked", unless another
// condition redefines it). `SAT n` allows n - 1 flights to both sides, `SAT n m` to White and Black
// apart: a side is in check from the n-th flight on (n = 0: always). The king is moved to the flight
// without any side effect, as Popeye does.
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
  Sat(int white_flights, int black_flights) : flights_{white_flights, black_flights} {}
  const char* name() const override { return "SAT"; }
  unsigned hooks() const override { return kHookCheck; }
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;

 private:
  std::array<int, 2> flights_;  // by colour: the flights from which on the side is in check
};

// SAT [n [m]] (conditions/registry).
void apply_sat(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& sat_condition();

}  // namespace nightrider::conditions
