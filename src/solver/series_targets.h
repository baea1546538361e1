// Target positions for series helpmates on the orthodox board (ser-h#): the side to move plays alone
// and is then mated in one by the other side, whose units stand still until their mate. As in Popeye's
// intelligent mode, the solver first lists what the final position must hold: the square k of the
// mated king and, for each flight the mating side cannot guard, which unit of the mated side blocks it
// (and which stands on the square a mating pawn takes on). Along the search each target counts the
// moves it still needs -- each placed unit at least its moves to its square, on an empty board but for
// the mating side's units, which stand still; each unit standing on a target square it is not placed
// on, one to leave -- and a line goes on only while some target is within the moves left.
//
// Why no solution is lost: in a solution's final position the king stands on some k; the mating move
// gives check there (directly or by discovery, measured on an empty board, so an upper bound); a flight
// no mating unit attacks even on an empty board holds a unit of the mated side; a capturing pawn's
// square holds one before the mate. That placement is among the targets (its moves add up to at most
// the series), or one that places a part of it, and along the solution its count never exceeds the
// moves left. So "no target within reach" means "no solution from here", and the table may keep it.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "variants/chess_bitboard.h"

namespace nightrider::solver {

class SeriesTargets {
 public:
  struct Place {
    int8_t unit, square;  // the mated side's unit (numbered as below) and the square it ends on
    friend bool operator<(const Place& a, const Place& b) {
      return a.unit != b.unit ? a.unit < b.unit : a.square < b.square;
    }
    friend bool operator==(const Place& a, const Place& b) {
      return a.unit == b.unit && a.square == b.square;
    }
  };
  struct Target {
    int king_square = 0;
    int cost = 0;               // the mated side's moves it needs at least, from the start position
    std::vector<Place> places;  // sorted
  };
  // The targets of the side to move of `board`, playing `moves` moves (only the minimal sets of squares
  // to hold, per king square). False when the search should go without them: more than `limit`
  // targets, or a mating side that may still castle.
  bool build(const bitboard::Board& board, int moves, size_t limit);
  const std::vector<Target>& targets() const { return targets_; }
  struct Unit {
    int type, square;
  };
  // The mated side's units at the start, the king aside, in ascending order of squares: their index is
  // the unit number of Place. And its king's square.
  const std::vector<Unit>& mated_units() const { return mated_; }
  int mated_king() const { return mated_king_; }
  // Moves for a unit of the mated side to stand on `to`, on an empty board but for the mating side's
  // units, which stand still: a pawn takes diagonally only where one stands; a rook keeping a castling
  // right reaches its castled square with the king's move, and may go on from there.
  int unit_reach(int type, int from, int to) const {
    return reach_[static_cast<size_t>((type * 64 + from) * 64 + to)];
  }
  // The mated king's moves, a castling right it has at the start counting as one.
  int king_reach(int from, int to) const { return king_reach_[static_cast<size_t>(from * 64 + to)]; }
  bool mated_may_castle() const { return mated_may_castle_; }

 private:
  std::vector<Target> targets_;
  std::vector<Unit> mated_;
  int mated_king_ = -1;
  bool mated_may_castle_ = false;
  std::vector<uint8_t> reach_;       // unit_reach by [type][from][to]
  std::vector<uint8_t> king_reach_;  // king_reach by [from][to]
};

// Follows the targets through a series search: where the mated side's units stand (numbered by their
// squares at the start, in ascending order, the king aside) and, for each target still within reach,
// how many moves it needs. A move updates each count by the moved unit's change alone; targets that
// need more than the moves left are dropped for the rest of the line.
class SeriesGuide {
 public:
  // The targets within `moves` of the start position.
  SeriesGuide(const SeriesTargets& targets, int moves);
  void play(const bitboard::FastMove& m,
            int moves_left);  // a move of the mated side, which has moves_left after it
  void undo();
  // The fewest moves a target still needs (more than any series if none is left).
  int needed() const;
  // At a node with `moves_left`, drops the targets that need all of them but cannot be reached in that
  // many. With no move to spare each unit makes exactly the moves it is counted for, so a unit on its
  // square -- or, not placed, off the target's squares -- never moves again: the units one or two
  // moves from their squares must get there past those.
  void prune(int moves_left);

 private:
  struct Live {
    uint32_t target;
    int needed;
  };
  struct Step {
    int8_t unit, from, type, rook_unit, rook_from;
  };
  bool reachable_without_spare_moves(size_t target) const;
  int change(size_t target, int unit, int from, int from_type, int to, int to_type) const;

  const SeriesTargets& targets_;
  int king_;
  std::vector<int> square_, type_;
  std::vector<int8_t> on_;  // per square: the unit standing there, -1 if none (the king aside)
  size_t unit_count_;
  std::vector<int8_t> place_;      // [target * unit_count_ + unit]: its square in the target, -1 if none
  std::vector<uint64_t> squares_;  // per target: k and the placed units' squares
  std::vector<std::vector<Live>> levels_;  // per move played: the targets still within reach
  size_t depth_ = 0;                       // the moves played
  std::vector<int> fewest_;                // per level: the fewest moves a target there needs
  std::vector<Step> history_;
};

}  // namespace nightrider::solver
