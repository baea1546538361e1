// Rococo's king: an orthodox king step (no castling) that may end on the edge only by capturing, and
// that cannot move at all while frozen (a king never commits suicide).
#include "pieces/rococo/walk_helpers.h"

namespace nightrider::rococo {
namespace {

using namespace detail;

void king_moves(const Position& pos, Square from, MoveList& out) {
  const Board b(pos);
  const int f = from.index();
  if (frozen_at(b, f)) return;
  const Colour side = b.at(f).colour();
  for (const Direction& d : kDirections) {
    const int to = f + d.delta;
    if (!b.inside(to)) continue;
    const Piece target = b.at(to);
    if (target.is_empty()) {
      if (!b.edge(to)) push(out, f, to);
    } else if (is_victim(target, side)) {
      push(out, f, to, MoveKind::Normal, true);
    }
  }
}

bool king_attacks(const Position& pos, Square from, Square target) {
  const int df = target.file() - from.file(), dr = target.rank() - from.rank();
  if (df < -1 || df > 1 || dr < -1 || dr > 1 || (df == 0 && dr == 0)) return false;
  return !is_frozen(pos, from);
}

}  // namespace

const SpecialWalk kKingWalk{&king_moves, &king_attacks};  // no Special moves: the core plays them

}  // namespace nightrider::rococo
