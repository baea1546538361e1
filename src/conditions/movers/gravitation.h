// Gravitation (seed 001's 42, RULES.md 4.1; Popeye has none, so the keyword `Gravitation` is ours): after
// a move by a unit other than a king or a pawn, that unit steps back one square towards its own side
// (White one rank down, Black one rank up; not from its own first rank), and a unit standing there, of
// either side, is taken, so one move may take two units (the seed's reading, RULES.md B: not Nafarrate's
// Gravitational chess).
//
// Where the rule book leaves it open (docs/rules-decisions.md): a move whose step back would land on a
// king is illegal -- kings are never taken, so check stays the plain attack of the units as they stand;
// a pawn that promotes moved as a pawn and does not step back; a hole stops the step; a neutral unit
// steps towards the side that moved it.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"

namespace nightrider::conditions {

class Gravitation final : public RuleModule {
 public:
  const char* name() const override { return "Gravitation"; }
  const char* effect_words() const override { return "gravitation"; }
  unsigned hooks() const override { return kHookFilter | kHookAfterMove; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
};

void apply_gravitation(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& gravitation_condition();

}  // namespace nightrider::conditions
