// PromOnly (Popeye `PromOnly`, French `PromSeul`, German `UWnur`, followed by piece codes): a pawn
// promotes only to the kinds listed (Popeye's codes: `PromOnly S B`, `uwnur d t l s g`), fairy kinds
// included, whether or not the diagram holds one; the diagram's other fairy kinds are no promotions
// either (a filter drops them). A king (`K`) may be listed; the pawn (`P`) is refused.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class PromOnly final : public RuleModule {
 public:
  explicit PromOnly(std::vector<PieceKind> kinds) : kinds_(std::move(kinds)) {}
  const char* name() const override { return "PromOnly"; }
  unsigned hooks() const override { return kHookFilter; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;

 private:
  std::vector<PieceKind> kinds_;
};

void apply_prom_only(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& prom_only_condition();

}  // namespace nightrider::conditions
