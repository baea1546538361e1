// Black checks (Popeye `BlackChecks`, WinChloe "Les Noirs ne jouent que pour donner échec"): every move
// of Black gives check; a Black without a checking move passes (a null move, written "..."), which it
// may only do when not in check. As in Popeye, mate and stalemate of Black ignore the obligation: Black
// is mated when in check with no move at all, and stalemated when it has none.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class BlackChecks final : public RuleModule {
 public:
  const char* name() const override { return "black checks"; }
  unsigned hooks() const override { return kHookObligation; }
  void restrict(Position& pos, const Rules& rules, MoveList& moves) const override;
  bool obligation_decides_mate() const override { return false; }
};

void apply_black_checks(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& black_checks_condition();

}  // namespace nightrider::conditions
