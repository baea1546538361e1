// The cannon pawn: one step to any of the eight neighbouring squares, or a hop over a neighbouring unit
// of either colour to the square just beyond it, which captures when an enemy unit stands there. It never
// ends on the edge without capturing (RULES.md A9, A10). No promotion, no double step (A13).
#include "pieces/rococo/walk_helpers.h"

namespace nightrider::rococo {
namespace {

using namespace detail;

void cannon_pawn_moves(const Position& pos, Square from, MoveList& out) {
  const Board b(pos);
  const int f = from.index();
  if (frozen_only_suicide(b, f, out)) return;
  const Colour side = b.at(f).colour();
  for (const Direction& d : kDirections) {
    const int step = f + d.delta;
    if (!b.inside(step)) continue;
    if (b.empty(step)) {
      if (!b.edge(step)) push(out, f, step);
      continue;
    }
    const int land = step + d.delta;
    if (!b.inside(land)) continue;
    const Piece target = b.at(land);
    if (target.is_empty()) {
      if (!b.edge(land)) push(out, f, land);
    } else if (is_victim(target, side)) {
      push(out, f, land, MoveKind::Normal, true);
    }
  }
}

bool cannon_pawn_attacks(const Position& pos, Square from, Square target) {
  const int df = target.file() - from.file(), dr = target.rank() - from.rank();
  if ((df != 0 && df != 2 && df != -2) || (dr != 0 && dr != 2 && dr != -2) || (df == 0 && dr == 0))
    return false;
  const Square mount(from.file() + df / 2, from.rank() + dr / 2);
  return !pos.at(mount).is_empty() && !is_frozen(pos, from);
}

}  // namespace

const SpecialWalk kCannonPawnWalk{&cannon_pawn_moves, &cannon_pawn_attacks};  // no Special moves: the core plays them

}  // namespace nightrider::rococo
