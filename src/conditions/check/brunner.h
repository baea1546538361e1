// Brunner chess (Popeye `BrunnerChess`, WinChloe "Brunner", seed 16): a king is in check only when an
// enemy unit attacking it could take it by a legal move, one after which the capturer's own king is
// not in check (by the same definition: a side without its king is never in check, so the question
// ends). The capture is played to find out (Rules::try_move), with its side effects; a pawn taking on
// its last rank checks if one of its promotions would be legal.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Brunner final : public RuleModule {
 public:
  const char* name() const override { return "Brunner"; }
  unsigned hooks() const override { return kHookCheck; }
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;
};

// BrunnerChess, without arguments (conditions/registry).
void apply_brunner(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& brunner_condition();

}  // namespace nightrider::conditions
