// Castling as in orthodox chess, on any board width: the king moves two squares towards a rook that
// keeps its right, the rook lands on the square the king crossed. Rights live on the squares.
#pragma once

#include "core/rule_module.h"

namespace nightrider {

class Castling final : public RuleModule {
 public:
  const char* name() const override { return "castling"; }
  unsigned hooks() const override { return kHookGenerate | kHookAfterMove; }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  // A king's right without a rook partner (or rooks' rights without their king) allows no castling any
  // more: drop it, so that positions with the same castling possibilities hash alike (repetition).
  // Where other rules make units arrive (rebirths …), rights can come back instead (see the .cpp).
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool after_move_changes_board() const override { return false; }  // rights only
  bool after_move_runs_last() const override { return true; }
};

}  // namespace nightrider
