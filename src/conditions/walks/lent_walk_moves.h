// The moves a unit makes with a walk lent by another unit (Annan chess: the unit behind it; FaceToFace,
// BackToBack and CheekToCheek: the enemy unit confronting it), generated one way for each condition.
#pragma once

#include <cstdint>

#include "conditions/walks/unit_in_place.h"
#include "core/position.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// The moves of the unit on `s` with `kind`'s walk, as the side to move plays them, each given to
// `emit` with `choice` added to its choice bits: a neutral unit moves for the side to move; a unit that
// is no pawn moving with a pawn's walk neither promotes nor opens en passant (its double step is a plain
// move); a pawn moving with another walk still promotes where that walk ends on its last rank. Castling,
// and moves the walk makes for other units, are left out. `walk` is scratch space.
template <class Emit>
void lent_walk_moves(const Position& pos, const Rules& rules, Square s, PieceKind kind, uint32_t choice,
                     MoveList& walk, Emit&& emit) {
  const Colour side = pos.side_to_move();
  const Piece unit = pos.at(s);
  const auto& promotion_kinds = rules.params().promotion_kinds;
  walk.clear();
  const Piece as = (unit.colour() == Colour::Neutral ? unit.with_colour(side) : unit).with_kind(kind);
  with_unit_in_place(pos, s, as, [&](const Position& p) { rules.generate_walk_moves(p, s, walk); });
  const bool pawn = rules.def(unit.kind()).pawn;
  for (Move m : walk) {
    if (m.from != s || m.kind == MoveKind::Castle) continue;
    m.set_choices(static_cast<uint16_t>(m.choices() | choice));
    if (!pawn) {
      m.promotion = PieceKind::None;
      if (m.kind == MoveKind::DoubleStep) {
        m.kind = MoveKind::Normal;
        m.aux = m.aux2 = 0xFF;
      }
      emit(m);
    } else if (m.promotion == PieceKind::None && rules.on_promotion_rank(pos.geometry(), m.to, side) &&
               !promotion_kinds.empty()) {
      for (PieceKind k : promotion_kinds) {
        Move promoted = m;
        promoted.promotion = k;
        emit(promoted);
      }
    } else {
      emit(m);
    }
  }
}

}  // namespace nightrider::conditions
