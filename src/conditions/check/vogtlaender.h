// Vogtländer chess (Popeye `VogtlaenderChess`, WinChloe "Vogtländer", seed 77): the check rule turned
// round. A side is in check when the other side would be by the rest of the chain
// (Rules::in_check_after): when its own units attack the enemy king. So a move may not give check,
// and a side is mated when it attacks the enemy king and has no move that stops it.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Vogtlaender final : public RuleModule {
 public:
  const char* name() const override { return "Vogtlaender"; }
  unsigned hooks() const override { return kHookCheck; }
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override {
    return rules.in_check_after(pos, opposite(c), this);
  }
};

// VogtlaenderChess, without arguments (conditions/registry).
void apply_vogtlaender(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& vogtlaender_condition();

}  // namespace nightrider::conditions
