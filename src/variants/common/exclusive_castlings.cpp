#include "variants/common/exclusive_castlings.h"

namespace nightrider {

void ExclusiveCastlings::after_move(Position& pos, const Rules&, const Move& m) const {
  if (m.kind != MoveKind::Castle) return;
  const Colour mover = pos.side_to_move();  // (the turn passes after the side effects)
  const Square rook = m.aux_square();
  for (const auto& [white_rook, black_rook] : pairs_) {
    const Square own = mover == Colour::White ? white_rook : black_rook;
    const Square other = mover == Colour::White ? black_rook : white_rook;
    if (rook == own && pos.has_right(other)) pos.clear_right(other);
  }
}

}  // namespace nightrider
