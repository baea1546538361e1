// Ghost chess (Popeye `GhostChess`, WinChloe "Fantômes", seed 39): a captured unit becomes a ghost
// under the square it was taken on (the underworld of core/position.h), and comes back there, as an
// uncapturable unit, once that square is empty after a move. Ghosts under one square come back the
// latest first, one at a time. Popeye's semantics: the ghost keeps its kind and colour, and stays
// uncapturable for the rest of the game.
// Haunted chess (Popeye `HauntedChess`): the same, but the unit comes back as it was (capturable), and
// only the latest unit taken on a square waits under it (the one before is forgotten).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class GhostChess final : public RuleModule {
 public:
  const char* effect_words() const override { return "ghost"; }
  explicit GhostChess(bool haunted = false) : haunted_(haunted) {}
  const char* name() const override { return haunted_ ? "haunted chess" : "ghost chess"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  // A move that takes nothing changes the board only where a ghost comes back: to the square the move
  // empties, or one standing empty.
  bool changes_board_after_quiet_move(const Position& before, const Move& m) const override;

 private:
  bool haunted_;
};

// GhostChess, without arguments (conditions/registry).
void apply_ghost_chess(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& ghost_chess_condition();

// HauntedChess, without arguments.
void apply_haunted_chess(Rules& rules, const std::vector<std::string>& arguments);
const ConditionEntry& haunted_chess_condition();

}  // namespace nightrider::conditions
