// The immobilizer: moves as a queen and never captures, so it never ends on the edge by its own move.
// Its power (enemy neighbours are frozen) is read by the other walks and by the check test.
#include "pieces/rococo/walk_helpers.h"

namespace nightrider::rococo {
namespace {

using namespace detail;

void immobilizer_moves(const Position& pos, Square from, MoveList& out) {
  const Board b(pos);
  const int f = from.index();
  if (frozen_only_suicide(b, f, out)) return;  // by an enemy immobilizer or an enemy chameleon
  for (const Direction& d : kDirections)
    for (int s = f + d.delta; b.inside(s) && b.empty(s); s += d.delta)
      if (!b.edge(s)) push(out, f, s);
}

bool immobilizer_attacks(const Position&, Square, Square) { return false; }

}  // namespace

const SpecialWalk kImmobilizerWalk{&immobilizer_moves, &immobilizer_attacks};  // no Special moves: the core plays them

}  // namespace nightrider::rococo
