// For the walk conditions that ask a question as if a unit were another (Annan: the walk lent by the
// unit behind; Absorbant: a unit with the walks it gained).
#pragma once

#include "core/position.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// A royal unit: a royal kind, or a unit marked royal.
inline bool royal_unit(const Rules& rules, Piece p) {
  return rules.def(p.kind()).royal || (p.attributes() & kAttributeRoyal);
}

// Answers ask(board) on `pos` with the unit on `s` changed into `unit` (a journaled move of no
// other effect, the en-passant state and move marker kept), then puts it back exactly.
template <class Ask>
void with_unit_in_place(const Position& pos, Square s, Piece unit, Ask&& ask) {
  Position& scratch = const_cast<Position&>(pos);
  const Square ep = pos.en_passant(), victim = pos.en_passant_victim(), also = pos.en_passant_also();
  const uint16_t marker = pos.move_marker();
  const Square origin = pos.origin(s);
  scratch.begin_move(Move{s, s});
  scratch.remove(s);
  scratch.add(s, unit, EffectReason::Move, origin);
  if (ep.is_some()) scratch.set_move_en_passant(ep, victim, also);
  scratch.set_move_marker(marker);
  ask(static_cast<const Position&>(scratch));
  scratch.end_move(false);
  scratch.undo_move();
}

}  // namespace nightrider::conditions
