// Ghost chess (Popeye `GhostChess`, WinChloe "Fantômes", seed 39): a captured unit becomes a ghost
// under the square it was taken on (the underworld of core/position.h), and comes back there, as an
// uncapturable unit, once that square is empty after a move. Ghosts under one square come back the
// latest first, one at a time. Popeye's semantics: the ghost keeps its kind and colour, and stays
// uncapturable for the rest of the game.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class GhostChess final : public RuleModule {
 public:
  const char* name() const override { return "ghost chess"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
};

// GhostChess, without arguments (conditions/registry).
void apply_ghost_chess(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& ghost_chess_condition();

}  // namespace nightrider::conditions
