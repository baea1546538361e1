// The long leaper: moves as a queen; captures by jumping enemy units along a line, each of them with an
// empty square right behind it, landing on any empty square after the last one taken and before the next
// unit. It never jumps a friendly unit or two units in a row. Edge rule: only the nearest landing after a
// given set of jumps may be an edge square.
#include "pieces/rococo/walk_helpers.h"

namespace nightrider::rococo {
namespace {

using namespace detail;

void long_leaper_moves(const Position& pos, Square from, MoveList& out) {
  const Board b(pos);
  const int f = from.index();
  if (frozen_only_suicide(b, f, out)) return;
  const Colour side = b.at(f).colour();
  auto jumps = [side](Piece p) { return is_victim(p, side); };
  auto approaches = [](Piece) { return false; };
  for (const Direction& d : kDirections) {
    int s = f + d.delta;
    for (; b.inside(s) && b.empty(s); s += d.delta)
      if (!b.edge(s)) push(out, f, s);
    leap_chain(b, f, s, d, jumps, approaches, out);
  }
}

// The unit on `target` can be jumped when the square behind it is empty and every unit before it on the
// line is an enemy unit that can be jumped too (an empty square behind each).
bool long_leaper_attacks(const Position& pos, Square from, Square target) {
  const int df = target.file() - from.file(), dr = target.rank() - from.rank();
  if ((df == 0 && dr == 0) || (df != 0 && dr != 0 && df != dr && df != -dr)) return false;
  const Geometry& geo = pos.geometry();
  const Direction d = direction_between(from, target);
  const Square landing = geo.offset(target, d.df, d.dr);
  if (landing.is_none() || !pos.at(landing).is_empty()) return false;
  const Colour side = pos.at(from).colour();
  for (Square s = geo.offset(from, d.df, d.dr); s != target; s = geo.offset(s, d.df, d.dr)) {
    if (pos.at(s).is_empty()) continue;
    if (!is_victim(pos.at(s), side) || !pos.at(geo.offset(s, d.df, d.dr)).is_empty()) return false;
  }
  return !is_frozen(pos, from);
}

// A capturing leap: every unit between the start and the landing square is a victim.
void long_leaper_play(Position& pos, const Move& m) {
  const Geometry& geo = pos.geometry();
  const Direction d = direction_between(m.from, m.to);
  pos.relocate(m.from, m.to);
  for (Square s = geo.offset(m.from, d.df, d.dr); s != m.to; s = geo.offset(s, d.df, d.dr))
    if (!pos.at(s).is_empty()) pos.remove(s);
}

}  // namespace

const SpecialWalk kLongLeaperWalk{&long_leaper_moves, &long_leaper_attacks, &long_leaper_play};

}  // namespace nightrider::rococo
