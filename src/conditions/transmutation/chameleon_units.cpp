#include "conditions/transmutation/chameleon_units.h"

namespace nightrider::conditions {

PieceKind next_chameleon_kind(PieceKind k) {
  switch (k) {
    case PieceKind::Knight:
      return PieceKind::Bishop;
    case PieceKind::Bishop:
      return PieceKind::Rook;
    case PieceKind::Rook:
      return PieceKind::Queen;
    case PieceKind::Queen:
      return PieceKind::Knight;
    default:
      return k;
  }
}

void ChameleonUnits::after_move(Position& pos, const Rules&, const Move& m) const {
  // The mover stands on its arrival square: this module runs before any other's side effects. (A
  // promotion is the pawn's own change of kind; castling moves a king and a rook, neither a chameleon
  // of the cycle when it is the king.)
  if (m.kind == MoveKind::Null || m.promotion != PieceKind::None || !m.to.is_some()) return;
  const Piece mover = pos.at(m.to);
  if (!mover.is_unit() || !(mover.attributes() & kAttributeChameleon)) return;
  const PieceKind next = next_chameleon_kind(mover.kind());
  if (next != mover.kind()) pos.change(m.to, mover.with_kind(next), EffectReason::Transmutation);
}

}  // namespace nightrider::conditions
