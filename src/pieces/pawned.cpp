#include "pieces/pawned.h"

#include "core/position.h"

namespace nightrider {
namespace {

// The side a unit's pawn moves go forward for: its own, or the side to move for a neutral one.
Colour pawn_side(const Position& pos, Square from) {
  const Colour c = pos.at(from).colour();
  return c == Colour::Neutral ? pos.side_to_move() : c;
}

// How many squares the unit's pawn steps may go: none from its side's first rank, two from its second.
int pawn_step_length(const Position& pos, Square from, Colour side) {
  const int rank = pos.geometry().relative_rank(from, side);
  return rank == 0 ? 0 : rank == 1 ? 2 : 1;
}

bool is_enemy(Piece target, Colour side) {
  return target.is_unit() && target.colour() != side && (target.attributes() & kAttributeUncapturable) == 0;
}

// The steps forward, the double step last (it opens en passant on the square passed).
void pawn_steps(const Position& pos, Square from, Colour side, MoveList& out) {
  const int length = pawn_step_length(pos, from, side);
  if (length == 0) return;
  const int8_t forward = side == Colour::Black ? -1 : 1;
  const Geometry& geo = pos.geometry();
  const Square one = geo.offset(from, 0, forward);
  if (one.is_none() || !pos.at(one).is_empty()) return;
  out.push(Move{from, one});
  if (length < 2) return;
  const Square two = geo.offset(one, 0, forward);
  if (two.is_none() || !pos.at(two).is_empty()) return;
  Move m{from, two, MoveKind::DoubleStep};
  m.aux = static_cast<uint8_t>(one.index());
  out.push(m);
}

// The captures a diagonal step forward, to the a-file side first (Popeye's order), en passant on the
// square an enemy unit's double step just passed.
void pawn_captures(const Position& pos, Square from, Colour side, MoveList& out) {
  if (pawn_step_length(pos, from, side) == 0) return;
  const int8_t forward = side == Colour::Black ? -1 : 1;
  for (const int8_t df : {-1, 1}) {
    const Square to = pos.geometry().offset(from, df, forward);
    if (to.is_none()) continue;
    const Piece target = pos.at(to);
    if (!target.is_empty()) {
      if (is_enemy(target, side)) out.push(Move{from, to, MoveKind::Normal, kFlagCapture});
    } else if (pos.is_en_passant_square(to)) {
      const Square victim = pos.en_passant_victim();
      if (victim.is_none() || !is_enemy(pos.at(victim), side)) continue;
      Move m{from, to, MoveKind::EnPassant, kFlagCapture};
      m.aux = static_cast<uint8_t>(victim.index());
      out.push(m);
    }
  }
}

// Does a pawn capture of the unit on `from` reach `target`: on the square diagonally forward, or the unit
// whose double step passed that square?
bool pawn_captures_reach(const Position& pos, Square from, Square target) {
  const Colour side = pawn_side(pos, from);
  if (pawn_step_length(pos, from, side) == 0) return false;
  const int8_t forward = side == Colour::Black ? -1 : 1;
  for (const int8_t df : {-1, 1}) {
    const Square to = pos.geometry().offset(from, df, forward);
    if (to == target) return true;
    if (to.is_some() && target == pos.en_passant_victim() && pos.is_en_passant_square(to) &&
        pos.at(to).is_empty())
      return true;
  }
  return false;
}

// The pawn's moves: the dragon's captures and steps, the gryphon's steps, the ship's captures (their
// leaps and lines are their parts, pieces/piece_def.cpp).
void dragon_moves(const Position& pos, Square from, MoveList& out) {
  const Colour side = pawn_side(pos, from);
  pawn_captures(pos, from, side, out);
  pawn_steps(pos, from, side, out);
}

void gryphon_moves(const Position& pos, Square from, MoveList& out) {
  pawn_steps(pos, from, pawn_side(pos, from), out);
}

bool gryphon_attacks(const Position&, Square, Square) { return false; }  // (its steps never take)

void ship_moves(const Position& pos, Square from, MoveList& out) {
  pawn_captures(pos, from, pawn_side(pos, from), out);
}

}  // namespace

const SpecialWalk kDragonWalk{&dragon_moves, &pawn_captures_reach};
const SpecialWalk kGryphonWalk{&gryphon_moves, &gryphon_attacks};
const SpecialWalk kShipWalk{&ship_moves, &pawn_captures_reach};

}  // namespace nightrider
