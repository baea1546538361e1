// Andernach and Anti-Andernach (Popeye `AndernachChess`, `AntiAndernachChess`; WinChloe "Echecs
// Andernach", "Echecs Anti-Andernach"): after a capture (Andernach) or a move that takes nothing
// (Anti-Andernach), the unit that moved changes side, kings aside, where it stands at the end of the
// move; a neutral unit stays neutral. Castling moves a king: nothing changes.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Andernach final : public RuleModule {
 public:
  explicit Andernach(bool anti) : anti_(anti) {}
  const char* name() const override { return anti_ ? "anti-andernach" : "andernach"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

 private:
  bool anti_;
};

void apply_andernach(Rules& rules, const std::vector<std::string>& arguments);
void apply_anti_andernach(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& andernach_condition();
const ConditionEntry& anti_andernach_condition();

}  // namespace nightrider::conditions
