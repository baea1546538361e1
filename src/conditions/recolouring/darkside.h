// DarkSide (Popeye `DarkSide`, the same word in its three languages): a unit other than a royal one whose
// move arrives in the enemy's half of the board (White's on the fifth rank or beyond, Black's on the
// fourth or below) changes side there, after a promotion too: `Sd5*e3=w`, `e7-e8=Q=b`
// (conditions/darkside.c, read, not copied). Castling moves a king: nothing changes. Refused beside
// neutral units and beside rules that send the mover on from its arrival square (Popeye changes the
// side of the unit on that square).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class DarkSide final : public RuleModule {
 public:
  const char* name() const override { return "DarkSide"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
};

// DarkSide, without arguments (conditions/registry).
void apply_darkside(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& darkside_condition();

}  // namespace nightrider::conditions
