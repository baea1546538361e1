#include "variants/common/castling.h"

#include "rules/rules.h"

namespace nightrider {

void Castling::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  const Colour side = pos.side_to_move();
  const Square king = pos.king(side);
  if (king.is_none() || !pos.has_right(king)) return;
  const Geometry& geo = pos.geometry();
  const bool check_rule = !rules.params().castling_through_check;
  const Colour enemy = opposite(side);
  bool in_check_now = false, in_check_known = false;
  for (int direction : {1, -1}) {
    // The rook: the first unit beyond the king in this direction along the rank.
    Square rook = geo.offset(king, direction, 0);
    while (rook.is_some() && pos.at(rook).is_empty()) rook = geo.offset(rook, direction, 0);
    if (rook.is_none() || !pos.has_right(rook)) continue;
    const Piece r = pos.at(rook);
    if (r.kind() != PieceKind::Rook || r.colour() != side) continue;
    const Square crossed = geo.offset(king, direction, 0);
    const Square target = geo.offset(king, 2 * direction, 0);
    if (target.is_none() || crossed == rook || target == rook) continue;  // rook must lie beyond the target
    if (check_rule) {
      if (!in_check_known) {
        in_check_now = rules.in_check(pos, side);
        in_check_known = true;
      }
      if (in_check_now || rules.is_attacked(pos, crossed, enemy) || rules.is_attacked(pos, target, enemy)) continue;
    }
    Move m{king, target, MoveKind::Castle};
    m.aux = static_cast<uint8_t>(rook.index());
    m.aux2 = static_cast<uint8_t>(crossed.index());
    out.push(m);
  }
}

}  // namespace nightrider
