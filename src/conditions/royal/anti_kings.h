// Anti-kings (Popeye `AntiKings`, French `AntiRois`, German `AntiKoenige`): every king is an anti-king,
// in check when it is not observed by an enemy unit, and checked as the other definitions of check say
// otherwise; a side may not leave its king unobserved, and mate is a king observed by no enemy unit that
// cannot get observed. A king is never taken.
//
// Popeye's reading (conditions/antikings.c): the answer of the check definitions after it, negated; a
// capture of the enemy king is no move (its king capture avoiders).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class AntiKings final : public RuleModule {
 public:
  const char* name() const override { return "anti-kings"; }
  unsigned hooks() const override { return kHookCheck; }
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;
};

void apply_anti_kings(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& anti_kings_condition();

}  // namespace nightrider::conditions
