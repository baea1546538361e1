// Popeye's option CastlingMutuallyExclusive: pairs of a white rook's home square and a black rook's
// (`a1h8`); a side that castles with the rook of a pair takes from the other side its right to castle
// with the pair's other rook (Popeye's castling.c: the right is taken by the castling's side, kingside
// or queenside). Rights only: the board is not changed.
#pragma once

#include <utility>
#include <vector>

#include "core/rule_module.h"

namespace nightrider {

class ExclusiveCastlings final : public RuleModule {
 public:
  // Each pair: the white rook's home square, then the black rook's.
  explicit ExclusiveCastlings(std::vector<std::pair<Square, Square>> pairs) : pairs_(std::move(pairs)) {}
  const char* name() const override { return "CastlingMutuallyExclusive"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool after_move_changes_board() const override { return false; }

 private:
  std::vector<std::pair<Square, Square>> pairs_;
};

}  // namespace nightrider
