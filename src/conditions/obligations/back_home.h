// Back Home (Popeye `BackHome`, French `Retour`, German `NachHause`): a side that has a legal move
// taking a unit back to its diagram square must play one; otherwise any legal move.
//
// Popeye's reading (conditions/backhome.c):
// - a move goes back home when it arrives on the square its unit stood on in the diagram (a promoted
//   pawn keeps its own; castling is the king's arrival square); units that came later have no home;
// - the obligation binds both sides, over the legal moves;
// - it binds observations too (check, and the squares castling crosses): a unit observes a square only
//   if the side has no legal move back home, or the square is the unit's home (taking there would go
//   back home). Whether a move back home is legal asks check in turn, so the test calls itself, one
//   move deeper each time; each level's move takes one more unit home, so it ends.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class BackHome final : public RuleModule {
 public:
  const char* name() const override { return "Back Home"; }
  unsigned hooks() const override { return kHookObligation | kHookObservation; }
  void restrict(Position& pos, const Rules& rules, MoveList& moves) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  bool reads_unit_origins() const override { return true; }

  // Does the move of `pos` take its unit back to its diagram square?
  static bool goes_back_home(const Position& pos, const Move& m);
  // Has `side` a legal move back home in `pos`, whoever is to move there?
  static bool can_go_back_home(const Position& pos, const Rules& rules, Colour side);
};

void apply_back_home(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& back_home_condition();

}  // namespace nightrider::conditions
