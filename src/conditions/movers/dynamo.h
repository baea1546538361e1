// Dynamo chess (seed 001's 34, RULES.md 4.1; Popeye has none, so the keyword `Dynamo` is ours). There are
// no ordinary captures: a move is an ordinary non-capturing move, or a move by which the mover pushes or
// pulls exactly one other unit, of either side, along one of its lines; a unit so carried off the board
// is taken, and a unit other than a king may send itself off the board.
//
// Where the rule book leaves it open (docs/rules-decisions.md, "Dynamo"):
// - a rider pushes the first unit ahead of it on one of its lines any number of squares on along the
//   line (over empty squares, or off the board when the line to the edge is empty) and itself stays or
//   follows along the line, never passing it; it pulls the first unit behind it by moving away along the
//   line (or off the board), the unit following any number of squares, never passing it (off the board
//   only behind a mover that leaves it);
// - a leaper does the same by one leap: it pushes the unit one leap away to the square one leap beyond
//   (or off the board), staying or taking its square; it pulls the unit one leap behind it onto its own
//   square, leaping away (or off the board);
// - a pawn pushes only, by one step: straight ahead a friendly unit, diagonally forward an enemy one, and
//   stays or takes its square (promoting on its last rank); no en passant; a pawn carried to its last
//   rank stays a pawn there, one carried to its first rank stays a pawn;
// - hoppers and the other walks move without pushing or pulling;
// - check: a side is in check when the other side could push or pull one of its kings off the board.
//
// The move is the core's move that carries a unit (core/move.h), written "Ra1-a3[bBa3->a5]",
// "Ra1-a1[bBa4->R]" (the mover standing still, the unit off the board).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"

namespace nightrider::conditions {

class Dynamo final : public RuleModule {
 public:
  const char* name() const override { return "Dynamo"; }
  unsigned hooks() const override { return kHookGenerate | kHookFilter | kHookCheck; }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour side) const override;
};

void apply_dynamo(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& dynamo_condition();

}  // namespace nightrider::conditions
