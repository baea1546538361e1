// UltraSchachZwang (Popeye `WhiteUltraSchachZwang`, `BlackUltraSchachZwang`; German
// `WeisserUltraSchachZwang` …, French `BlancUltraSchachZwang` …; plain `UltraSchachZwang` for the side
// the stipulation restricts, solver/problem_setup.cpp): every move of the side gives check. As in Popeye
// (conditions/ultraschachzwang/*.c), the obligation sits on the moves played, not on the goal of mate:
// the side is mated when in check with no legal move at all, but stalemated when, not in check, it has no
// checking move.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class UltraSchachZwang final : public RuleModule {
 public:
  explicit UltraSchachZwang(Colour side) : side_(side) {}
  const char* name() const override { return "UltraSchachZwang"; }
  unsigned hooks() const override { return kHookObligation | kHookImmobility; }
  void restrict(Position& pos, const Rules& rules, MoveList& moves) const override;
  bool obligation_decides_mate() const override { return false; }
  std::optional<bool> immobile(Position& pos, const Rules& rules) const override;

 private:
  Colour side_;
};

void apply_white_ultraschachzwang(Rules& rules, const std::vector<std::string>& arguments);
void apply_black_ultraschachzwang(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& white_ultraschachzwang_condition();
const ConditionEntry& black_ultraschachzwang_condition();

}  // namespace nightrider::conditions
