// Helpers shared by the Rococo walks: index arithmetic on the board, the immobilization test, the edge
// rule and the two line walks that more than one piece uses (the pushme-pullyu's withdrawal/approach
// line and the long leaper's chain of jumps; the chameleon imitates both).
#pragma once

#include "pieces/rococo/rococo.h"

namespace nightrider::rococo::detail {

// A queen direction as a (file, rank) step and as a step of the square index (file + 16 * rank).
struct Direction {
  int df, dr, delta;
};
inline constexpr Direction kDirections[8] = {{1, 0, 1},  {-1, 0, -1},  {0, 1, 16},  {0, -1, -16},
                                             {1, 1, 17}, {1, -1, -15}, {-1, 1, 15}, {-1, -1, -17}};

inline int sign(int x) { return (x > 0) - (x < 0); }

// The direction of a line move from `from` to `to` (they share a rank, file or diagonal).
inline Direction direction_between(Square from, Square to) {
  const int df = sign(to.file() - from.file()), dr = sign(to.rank() - from.rank());
  return Direction{df, dr, df + 16 * dr};
}

// Reading the board by square index. Indices step by Direction::delta; leaving the board shows up as a
// negative index, a rank beyond the last, or a file beyond the last (the 16-wide rows leave a gap).
class Board {
 public:
  explicit Board(const Position& pos)
      : pos_(pos), geo_(pos.geometry()), width_(geo_.width()), limit_(16 * geo_.height()) {}

  bool inside(int i) const {
    return static_cast<unsigned>(i) < static_cast<unsigned>(limit_) && (i & 15) < width_;
  }
  Piece at(int i) const { return pos_.at(Square::from_index(i)); }
  bool empty(int i) const { return at(i).is_empty(); }
  bool edge(int i) const { return geo_.in_region(Square::from_index(i), kRegionEdge); }
  const Position& position() const { return pos_; }

 private:
  const Position& pos_;
  const Geometry& geo_;
  int width_, limit_;
};

// A unit of the other side (Rococo has no neutral units).
inline bool is_enemy(Piece p, Colour side) {
  return p.is_unit() && p.colour() == opposite(side) && side != opposite(side);
}
// An enemy unit that may be removed. Kings are never taken: a move that could take one would answer a
// check the opponent may not leave standing, so in a legal position there is none.
inline bool is_victim(Piece p, Colour side) { return is_enemy(p, side) && p.kind() != PieceKind::King; }
inline bool is_enemy_kind(Piece p, Colour side, PieceKind k) { return p.kind() == k && is_enemy(p, side); }

// Frozen: an enemy immobilizer next to it, or (an immobilizer) an enemy chameleon next to it.
inline bool frozen_at(const Board& b, int s) {
  const Piece p = b.at(s);
  const Colour enemy = opposite(p.colour());
  const bool immobilizer = p.kind() == PieceKind::Immobilizer;
  for (const Direction& d : kDirections) {
    const int n = s + d.delta;
    if (!b.inside(n)) continue;
    const Piece q = b.at(n);
    if (!q.is_unit() || q.colour() != enemy) continue;
    if (q.kind() == PieceKind::Immobilizer || (immobilizer && q.kind() == PieceKind::Chameleon)) return true;
  }
  return false;
}

inline Square sq(int i) { return Square::from_index(i); }

inline void push(MoveList& out, int from, int to, MoveKind kind = MoveKind::Normal, bool capture = false) {
  out.push(Move{sq(from), sq(to), kind, static_cast<uint8_t>(capture ? kFlagCapture : 0)});
}

// A13: a frozen unit other than a king has one move, suicide: leaving the board (written with its square
// twice). True, with that move pushed, when the unit on `from` is frozen, so its walk has nothing more to
// generate. (A frozen king has no move at all; the king's walk does not call this.)
inline bool frozen_only_suicide(const Board& b, int from, MoveList& out) {
  if (!frozen_at(b, from)) return false;
  push(out, from, from, MoveKind::Suicide);
  return true;
}

// Queen moves over empty squares in direction d that take by withdrawal (the unit just behind the start)
// and by approach (the unit just beyond the stop), as the pushme-pullyu does; `takes` says which units
// the mover removes this way. Edge rule: a move ending on the edge must capture, and it is legal only if
// no shorter move of this unit takes the same units. Along one line the withdrawal victim is the same for
// every stop and only the last stop can approach, so an edge stop is legal when it is the first stop or
// when it approaches. Returns the index where the walk stopped (a unit or off the board).
template <class Takes>
inline int withdraw_approach_line(const Board& b, int from, const Direction& d, Takes takes, MoveList& out) {
  const int back = from - d.delta;
  const bool withdraws = b.inside(back) && takes(b.at(back));
  int s = from + d.delta;
  bool first = true;
  while (b.inside(s) && b.empty(s)) {
    const int next = s + d.delta;
    const bool approaches = b.inside(next) && takes(b.at(next));
    const bool captures = withdraws || approaches;
    if (!b.edge(s) || (captures && (first || approaches)))
      push(out, from, s, captures ? MoveKind::Special : MoveKind::Normal, captures);
    first = false;
    s = next;
  }
  return s;
}

// The long leaper's captures in direction d, starting with the unit on `first_unit` (the first unit on
// the line): jump it if `jumps` allows and the square behind it is empty, land on any empty square before
// the next unit, and go on over that unit in the same way. `approaches` adds the chameleon's approach
// captures on the same line (its withdrawal capture changes no landing: every landing captures). Edge rule:
// among the landings after the same jumps only the first one (or the one that also approaches) may be an edge
// square.
template <class Jumps, class Approaches>
inline void leap_chain(const Board& b, int from, int first_unit, const Direction& d, Jumps jumps,
                       Approaches approaches, MoveList& out) {
  int unit = first_unit;
  while (b.inside(unit) && jumps(b.at(unit))) {
    int land = unit + d.delta;
    if (!b.inside(land) || !b.empty(land)) return;  // no room behind it, or two units in a row
    bool first = true;
    do {
      const int next = land + d.delta;
      const bool takes_ahead = b.inside(next) && approaches(b.at(next));
      if (!b.edge(land) || first || takes_ahead) push(out, from, land, MoveKind::Special, true);
      first = false;
      land = next;
    } while (b.inside(land) && b.empty(land));
    unit = land;
  }
}

}  // namespace nightrider::rococo::detail
