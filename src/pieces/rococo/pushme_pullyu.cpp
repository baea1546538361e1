// The pushme-pullyu: moves as a queen and takes by withdrawal (the enemy unit next to its start, on the
// side it moves away from) and by approach (the enemy unit next to its stop, in the direction it moved),
// both in one move when both apply. The captures are compulsory: they follow from the move itself.
#include "pieces/rococo/walk_helpers.h"

namespace nightrider::rococo {
namespace {

using namespace detail;

void pushme_pullyu_moves(const Position& pos, Square from, MoveList& out) {
  const Board b(pos);
  const int f = from.index();
  if (frozen_only_suicide(b, f, out)) return;
  const Colour side = b.at(f).colour();
  auto takes = [side](Piece p) { return is_victim(p, side); };
  for (const Direction& d : kDirections) withdraw_approach_line(b, f, d, takes, out);
}

// The unit on `target` falls to an approach from two or more squares away along an open line, or to a
// withdrawal when it stands next to the pushme-pullyu and the square on the far side is empty.
bool pushme_pullyu_attacks(const Position& pos, Square from, Square target) {
  const int df = target.file() - from.file(), dr = target.rank() - from.rank();
  if ((df == 0 && dr == 0) || (df != 0 && dr != 0 && df != dr && df != -dr)) return false;
  const Direction d = direction_between(from, target);
  const Geometry& geo = pos.geometry();
  Square s = geo.offset(from, d.df, d.dr);
  if (s == target) {
    const Square away = geo.offset(from, -d.df, -d.dr);
    if (away.is_none() || !pos.at(away).is_empty()) return false;
  } else {
    for (; s != target; s = geo.offset(s, d.df, d.dr))
      if (!pos.at(s).is_empty()) return false;
  }
  return !is_frozen(pos, from);
}

void pushme_pullyu_play(Position& pos, const Move& m) {
  const Geometry& geo = pos.geometry();
  const Colour side = pos.at(m.from).colour();
  const Direction d = direction_between(m.from, m.to);
  const Square behind = geo.offset(m.from, -d.df, -d.dr), ahead = geo.offset(m.to, d.df, d.dr);
  const bool withdrawal = behind.is_some() && is_victim(pos.at(behind), side);
  const bool approach = ahead.is_some() && is_victim(pos.at(ahead), side);
  pos.relocate(m.from, m.to);
  if (withdrawal) pos.remove(behind);
  if (approach) pos.remove(ahead);
}

}  // namespace

const SpecialWalk kPushmePullyuWalk{&pushme_pullyu_moves, &pushme_pullyu_attacks, &pushme_pullyu_play};

}  // namespace nightrider::rococo
