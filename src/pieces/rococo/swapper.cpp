// The swapper: moves as a queen without capturing; swaps places with the first enemy unit along any queen
// line (a swap captures nothing but counts as a capture for the edge rule, so it may end on the edge);
// and destroys itself together with a neighbouring enemy unit ("kamikaze", a separate move). The ban on
// swapping straight back is a rule of the game (variants/rococo.cpp): it reads the position's move marker.
#include "pieces/rococo/walk_helpers.h"

namespace nightrider::rococo {
namespace {

using namespace detail;

void swapper_moves(const Position& pos, Square from, MoveList& out) {
  const Board b(pos);
  const int f = from.index();
  if (frozen_only_suicide(b, f, out)) return;
  const Colour side = b.at(f).colour();
  for (const Direction& d : kDirections) {
    int s = f + d.delta;
    for (; b.inside(s) && b.empty(s); s += d.delta)
      if (!b.edge(s)) push(out, f, s);
    if (!b.inside(s)) continue;
    const Piece unit = b.at(s);
    if (!is_enemy(unit, side)) continue;
    push(out, f, s, MoveKind::Swap);
    if (s == f + d.delta && is_victim(unit, side)) push(out, f, s, MoveKind::Kamikaze, true);
  }
}

// Only the mutual destruction captures; it reaches the eight neighbours.
bool swapper_attacks(const Position& pos, Square from, Square target) {
  const int df = target.file() - from.file(), dr = target.rank() - from.rank();
  if (df < -1 || df > 1 || dr < -1 || dr > 1 || (df == 0 && dr == 0)) return false;
  return !is_frozen(pos, from);
}

}  // namespace

const SpecialWalk kSwapperWalk{&swapper_moves, &swapper_attacks};  // no Special moves: the core plays them

}  // namespace nightrider::rococo
