// Target positions for helpmates (h#n) on the orthodox board, holes allowed: both sides move, the mating
// side's last move mates. As in Popeye's intelligent mode the solver first lists what a final position
// must hold, then keeps a line only while one of them stays within the moves each side has left.
//
// A target is a square k of the mated king and a few *placements*: a unit of a given side and type on a
// square. Among them a unit of the mating side that attacks k (the check), and for each flight of k
// either a mating unit attacking it or a mated unit standing on it; a mating unit on a flight, or a
// checking unit next to k, must itself be attacked by another placed mating unit. Attacks are measured
// with only the placed units on the board (the mated king taken off, holes closing lines), so a
// placement that stands in another one's line is seen. Targets are made for every k the mated king can
// reach in time and kept only when each side's units can take their places within its moves.
//
// The count of a side: the fewest moves in which distinct units of that side can stand on its
// placements (a unit of the placement's type, or a pawn for a piece: it may promote), each unit
// measured on an empty board (solver/empty_board.h); for the mated side plus its king's moves to k.
//
// Why no solution is lost: in a solution's final position the king on some k is in check by a mating
// unit, and each flight is attacked by a mating unit or holds a mated one. Build a target from that
// position by adding, in the order the enumeration asks, the check and for each flight not yet covered
// the unit that covers it in the solution: every placement is a unit of the final position and every
// line it needs is open there, so it is open with fewer units too; the enumeration makes this target (or
// a part of it that already covers every flight). Along the solution each side's count is at most its
// moves left: its units do reach their squares in those moves. A move changes one unit's square (or a
// pawn's type when it promotes), so a count drops by at most one per move of its side, and a unit taken
// only raises the other side's count: a target beyond the moves left at a node is beyond them in every
// node below it, and the search may drop it for the rest of the line and keep "no solution" in the table.
// Castling is left out (a position with a castling right gets no targets: the search goes without).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace nightrider::solver {

class HelpTargets {
 public:
  // The position, as orthodox8 codes per square (white P N B R Q K = 0..5, black 6..11, 12 empty; a1 = 0).
  using Codes = std::array<int8_t, 64>;
  struct Place {
    int8_t type, square;  // orthodox8 type (0..5)
    friend bool operator<(const Place& a, const Place& b) {
      return a.type != b.type ? a.type < b.type : a.square < b.square;
    }
    friend bool operator==(const Place& a, const Place& b) = default;
  };
  struct Target {
    int king_square = 0;
    std::vector<Place> mating, mated;  // sorted
  };
  // The targets for mating `mated_white` in `mated_moves` moves of its own and `mating_moves` of the
  // other side (the last one the mate), on a board whose `blocked` squares no unit stands on or
  // crosses. False (no targets: search without them) with a castling right, more than `limit` targets,
  // or a side without its king.
  bool build(const Codes& codes, bool castling, bool mated_white, int mated_moves, int mating_moves,
             uint64_t blocked, size_t limit);
  const std::vector<Target>& targets() const { return targets_; }
  bool mated_white() const { return mated_white_; }

  // The units of a position, as the counts need them.
  struct Units {
    int mated_king = -1;
    std::vector<std::array<int8_t, 2>> mated, mating;  // (type, square), kings of the mating side included
  };
  Units units_of(const Codes& codes) const;
  // The moves each side needs for a target at least (the mated side's include its king's); more than
  // `most` when beyond it (the count stops there).
  int mated_count(const Units& units, const Target& t, int most) const;
  int mating_count(const Units& units, const Target& t, int most) const;
  // The targets of `candidates` (all when nullptr) that each side can still reach in its moves left.
  void within(const Codes& codes, int mated_moves, int mating_moves, const std::vector<uint32_t>* candidates,
              std::vector<uint32_t>& out) const;

 private:
  std::vector<Target> targets_;
  bool mated_white_ = false;
};

}  // namespace nightrider::solver
