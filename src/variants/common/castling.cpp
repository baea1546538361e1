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
      if (in_check_now || rules.is_attacked(pos, crossed, enemy, ObservationPurpose::Castling) ||
          rules.is_attacked(pos, target, enemy, ObservationPurpose::Castling))
        continue;
    }
    Move m{king, target, MoveKind::Castle};
    m.aux = static_cast<uint8_t>(rook.index());
    m.aux2 = static_cast<uint8_t>(crossed.index());
    out.push(m);
  }
}

void Castling::after_move(Position& pos, const Rules&, const Move&) const {
  bool right_lost = false;
  for (const Effect& e : pos.last_effects()) right_lost |= e.kind == EffectKind::Right && !e.flag;
  if (!right_lost) return;
  const Geometry& geo = pos.geometry();
  for (Colour c : {Colour::White, Colour::Black}) {
    const Square king = pos.king(c);
    const bool king_right = king.is_some() && pos.has_right(king);
    int partners = 0;
    for (int file = 0; file < geo.width(); ++file) {
      const Square s(file, c == Colour::White ? 0 : geo.height() - 1);
      if (s == king || !pos.has_right(s)) continue;
      if (king_right && pos.at(s).is(PieceKind::Rook, c))
        ++partners;
      else
        pos.clear_right(s);
    }
    if (king_right && partners == 0) pos.clear_right(king);
  }
}

}  // namespace nightrider
