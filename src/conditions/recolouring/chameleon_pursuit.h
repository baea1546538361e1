// Chameleon pursuit (Popeye `ChameleonPursuit`, French `CameleonPoursuite`, German
// `ChamaeleonVerfolgung`): a unit whose move arrives on the square the other side's move just played
// left changes side there, kings aside (a neutral unit stays neutral), as an Andernach capturer does.
//
// Popeye's reading (conditions/chameleon_pursuit.c): the move just played is the one before in the play
// (none before the first move); the unit is followed to where the move's rebirths leave it (after the
// Circe family, as Andernach). The move just played is the position's move marker, as for Follow my
// leader (conditions/obligations/follow_my_leader.h): hashed and written in FEN, shared with it.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class ChameleonPursuit final : public RuleModule {
 public:
  const char* name() const override { return "chameleon pursuit"; }
  const char* effect_words() const override { return "chameleon pursuit"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
};

void apply_chameleon_pursuit(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& chameleon_pursuit_condition();

}  // namespace nightrider::conditions
