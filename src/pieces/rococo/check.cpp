// Check in Rococo (RULES.md Part B 2.4): looking out from the king along the eight lines finds every unit
// that could capture it, without walking the attackers' moves.
#include "pieces/rococo/walk_helpers.h"

namespace nightrider::rococo {

using detail::Board;
using detail::Direction;
using detail::frozen_at;
using detail::kDirections;

bool is_frozen(const Position& pos, Square s) { return frozen_at(Board(pos), s.index()); }

namespace {

bool attacker(Piece p, Colour by, PieceKind kind) { return p.kind() == kind && p.colour() == by; }

// Along direction d from the king `k`: the attackers that stand on this line.
bool line_attacks(const Board& b, int k, const Direction& d, Colour by) {
  int s = k + d.delta;
  if (!b.inside(s)) return false;
  Piece u = b.at(s);
  // A long leaper jumps the king when the square on the king's other side is free.
  const int landing = k - d.delta;
  const bool can_land = b.inside(landing) && b.empty(landing);
  if (u.is_unit()) {
    if (u.colour() == by) {
      switch (u.kind()) {
        case PieceKind::King:
        case PieceKind::Swapper:    // mutual destruction
        case PieceKind::Chameleon:  // taking the king as a king does
          if (!frozen_at(b, s)) return true;
          break;
        case PieceKind::PushmePullyu: {  // withdrawal: it needs room to step away
          const int away = s + d.delta;
          if (b.inside(away) && b.empty(away) && !frozen_at(b, s)) return true;
          break;
        }
        case PieceKind::LongLeaper:
          if (can_land && !frozen_at(b, s)) return true;
          break;
        default:
          break;
      }
    }
    // A cannon pawn hops over this neighbour (of either colour) onto the king.
    const int hopper = s + d.delta;
    if (b.inside(hopper) && attacker(b.at(hopper), by, PieceKind::CannonPawn) && !frozen_at(b, hopper))
      return true;
    return false;
  }
  do s += d.delta;
  while (b.inside(s) && b.empty(s));
  if (!b.inside(s)) return false;
  u = b.at(s);
  // Approach: a pushme-pullyu at distance two or more with only empty squares between.
  if (attacker(u, by, PieceKind::PushmePullyu) && !frozen_at(b, s)) return true;
  if (!can_land) return false;
  // A long leaper further out, jumping the king's own units on the way: each of them needs an empty
  // square on its king side, so no two of them stand next to each other.
  for (;;) {
    if (u.colour() == by) return u.kind() == PieceKind::LongLeaper && !frozen_at(b, s);
    if (u.kind() == PieceKind::King) return false;
    s += d.delta;
    if (!b.inside(s)) return false;
    if (!b.empty(s)) {  // next to the unit just jumped: only the leaper itself may stand here
      u = b.at(s);
      return attacker(u, by, PieceKind::LongLeaper) && !frozen_at(b, s);
    }
    do s += d.delta;
    while (b.inside(s) && b.empty(s));
    if (!b.inside(s)) return false;
    u = b.at(s);
  }
}

}  // namespace

bool king_in_check(const Position& pos, Colour c) {
  const Square king = pos.king(c);
  if (king.is_none()) return false;
  const Board b(pos);
  const Colour by = opposite(c);
  for (const Direction& d : kDirections)
    if (line_attacks(b, king.index(), d, by)) return true;
  return false;
}

}  // namespace nightrider::rococo
