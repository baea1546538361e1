#include "pieces/pawned.h"

#include <array>

#include "core/position.h"
#include "pieces/popeye_vectors.h"

namespace nightrider {
namespace {

constexpr std::array<Vec, 4> kRookLines = {{{1, 0}, {0, 1}, {-1, 0}, {0, -1}}};
constexpr std::array<Vec, 4> kBishopLines = {{{-1, 1}, {1, 1}, {1, -1}, {-1, -1}}};

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

template <const auto& Leaps>
void leaps(const Position& pos, Square from, Colour side, MoveList& out) {
  for (const Vec v : Leaps) {
    const Square to = pos.geometry().offset(from, v.df, v.dr);
    if (to.is_none()) continue;
    const Piece target = pos.at(to);
    if (target.is_empty())
      out.push(Move{from, to});
    else if (is_enemy(target, side))
      out.push(Move{from, to, MoveKind::Normal, kFlagCapture});
  }
}

template <const auto& Leaps>
bool leaps_reach(const Position& pos, Square from, Square target) {
  for (const Vec v : Leaps)
    if (pos.geometry().offset(from, v.df, v.dr) == target) return true;
  return false;
}

template <const auto& Lines>
void rides(const Position& pos, Square from, Colour side, MoveList& out) {
  const Geometry& geo = pos.geometry();
  for (const Vec v : Lines) {
    Square to = geo.offset(from, v.df, v.dr);
    for (; to.is_some() && pos.at(to).is_empty(); to = geo.offset(to, v.df, v.dr)) out.push(Move{from, to});
    if (to.is_some() && is_enemy(pos.at(to), side)) out.push(Move{from, to, MoveKind::Normal, kFlagCapture});
  }
}

template <const auto& Lines>
bool rides_reach(const Position& pos, Square from, Square target) {
  const Geometry& geo = pos.geometry();
  for (const Vec v : Lines) {
    Square s = geo.offset(from, v.df, v.dr);
    while (s.is_some() && s != target && pos.at(s).is_empty()) s = geo.offset(s, v.df, v.dr);
    if (s == target) return true;
  }
  return false;
}

void dragon_moves(const Position& pos, Square from, MoveList& out) {
  const Colour side = pawn_side(pos, from);
  pawn_captures(pos, from, side, out);
  pawn_steps(pos, from, side, out);
  leaps<kPopeyeKnightLeaps>(pos, from, side, out);
}

bool dragon_attacks(const Position& pos, Square from, Square target) {
  return leaps_reach<kPopeyeKnightLeaps>(pos, from, target) || pawn_captures_reach(pos, from, target);
}

void gryphon_moves(const Position& pos, Square from, MoveList& out) {
  const Colour side = pawn_side(pos, from);
  pawn_steps(pos, from, side, out);
  rides<kBishopLines>(pos, from, side, out);
}

bool gryphon_attacks(const Position& pos, Square from, Square target) {
  return rides_reach<kBishopLines>(pos, from, target);
}

void ship_moves(const Position& pos, Square from, MoveList& out) {
  const Colour side = pawn_side(pos, from);
  pawn_captures(pos, from, side, out);
  rides<kRookLines>(pos, from, side, out);
}

bool ship_attacks(const Position& pos, Square from, Square target) {
  return rides_reach<kRookLines>(pos, from, target) || pawn_captures_reach(pos, from, target);
}

}  // namespace

const SpecialWalk kDragonWalk{&dragon_moves, &dragon_attacks};
const SpecialWalk kGryphonWalk{&gryphon_moves, &gryphon_attacks};
const SpecialWalk kShipWalk{&ship_moves, &ship_attacks};

}  // namespace nightrider
