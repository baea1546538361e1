// No Double Pawns (seed 001's condition 51; Popeye has none, so the keyword is ours, `NoDoublePawns`): a
// move is illegal if after it a file holds two pawns of one colour or more (RULES.md 4.1, 51). Check is
// the plain attack: a king taken ends the game whatever it leaves behind (docs/rules-decisions.md).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"

namespace nightrider::conditions {

class NoDoublePawns final : public RuleModule {
 public:
  const char* name() const override { return "NoDoublePawns"; }
  unsigned hooks() const override { return kHookLegality; }
  bool legal_after(const Position& pos, const Rules& rules, Colour mover) const override;
};

void apply_no_double_pawns(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& no_double_pawns_condition();

}  // namespace nightrider::conditions
