// Bicolores (Popeye `Bicolores`, WinChloe "Bicolores", seed 15): a king is in check when a unit of
// either colour attacks it, its own units too. Built on the rest of the check chain
// (Rules::in_check_after) for the enemy's attacks, with the own side's attacks added.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Bicolores final : public RuleModule {
 public:
  const char* name() const override { return "Bicolores"; }
  unsigned hooks() const override { return kHookCheck; }
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;
};

// Bicolores, without arguments (conditions/registry).
void apply_bicolores(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& bicolores_condition();

}  // namespace nightrider::conditions
