// White and Black Synchron movers and Anti-Synchron movers (Popeye `WhiteSynchronMover`,
// `BlackSynchronMover`, `WhiteAntiSynchronMover`, `BlackAntiSynchronMover`; German
// `WeisserSynchronZueger` …, French `BlancSynchronCoup` …).
//
// Popeye's reading (conditions/synchronous.c under its mummer machinery at "regular" strictness): a move
// of the side is "synchronous" when its unit travels by the same vector (departure to arrival, a castling
// king's) as the move just played, "anti-synchronous" by the opposite vector. When the side has a legal
// such move it must play one; when it has none (or no move was played before: the diagram, a threat's
// null move) every legal move is allowed. Check is untouched.
//
// The move just played is the position's move marker (its departure and arrival squares), so it is
// hashed and written in FEN; the marker is claimed, shared by the four conditions (they all write the
// same value).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// Notes a move just played (its departure and arrival) as the position's move marker; a null move or one
// whose unit stays leaves it as it was. (Shared by the conditions that read the move just played.)
void mark_move_just_played(Position& pos, const Move& m);

class SynchronousMover final : public RuleModule {
 public:
  SynchronousMover(Colour side, bool anti) : side_(side), anti_(anti) {}
  const char* name() const override { return anti_ ? "anti-synchronous mover" : "synchronous mover"; }
  unsigned hooks() const override { return kHookObligation | kHookAfterMove; }
  void restrict(Position& pos, const Rules& rules, MoveList& moves) const override;
  // Notes the move just played (its departure and arrival) as the move marker.
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool after_move_changes_board() const override { return false; }

 private:
  Colour side_;
  bool anti_;
};

void apply_white_synchron_mover(Rules& rules, const std::vector<std::string>& arguments);
void apply_black_synchron_mover(Rules& rules, const std::vector<std::string>& arguments);
void apply_white_anti_synchron_mover(Rules& rules, const std::vector<std::string>& arguments);
void apply_black_anti_synchron_mover(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& white_synchron_mover_condition();
const ConditionEntry& black_synchron_mover_condition();
const ConditionEntry& white_anti_synchron_mover_condition();
const ConditionEntry& black_anti_synchron_mover_condition();

}  // namespace nightrider::conditions
