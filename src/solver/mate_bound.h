// A safe test for help and series play on the orthodox board: can one side still be checkmated within
// the moves left? It answers "no" only when no square its king could reach allows a mate, judged by
// necessary conditions measured on an empty board (so they are lower bounds whatever stands in the
// way). In a mate on square s:
//  - a unit of the mating side other than its king attacks s;
//  - each flight next to s is attacked by the mating side, or holds a unit of the mated side; a flight
//    holding a mating unit must be attacked by another one (else the king takes it);
//  - the mating side's units each stand on one square, and the moves they need to get there add up;
//    so do the mated king's moves and its blockers' moves, one blocker per open flight.
// The mating side's units are assigned their final squares together (a small dynamic programme over
// which of the nine squares around s they attack and occupy), so one unit's moves are not counted
// twice as cheap for two jobs; the blockers get an exact assignment to the open flights. Castling counts
// as one king move. Help and series searches skip the nodes it rules out; this is the pruning Popeye's
// intelligent mode gets from its target positions, computed per node instead. docs/solver.md has the
// whole list of rules; tests/mate_bound_test.cpp checks them against brute force.
#pragma once

#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "variants/chess_bitboard.h"

namespace nightrider::solver {

class MateBound {
 public:
  // `mated_white`: the side to be mated; `mated_moves`, `mating_moves`: the moves each side has left
  // (the mating side's last one being the mate).
  // With `last_move` (the mated side to move, with one move left): also which of its moves can lead to
  // the mate -- any, or only those going to `destinations` or leaving `origins` (castling always).
  struct LastMove {
    bool any = true;
    uint64_t destinations = 0, origins = 0;
    bool allows(int from, int to) const {
      return any || ((destinations >> to) & 1) || ((origins >> from) & 1);
    }
  };
  // Only the king squares in `squares` are tried. With `feasible`, every square is tried and those that
  // allow a mate are added to it. A move other than castling can only narrow them: each unit's count
  // shrinks by at most one for its side's move, and a unit taken could have been taken in the count
  // before. `roomy` (with `feasible`) tells whether one of them leaves the mated side two moves to
  // spare: then after a move of the mated side that takes nothing (and does not castle) a mate is still
  // possible.
  //
  // `progress` (with `feasible`, the mated side to move): which of its moves can keep a mate possible.
  // When every mate found needs all of the mated side's moves, its move must bring one nearer: the king
  // nearer to one of `kings`, or a unit nearer to one of `flights` (the flights those mates leave open)
  // or off one of them or off a king square. Otherwise (`any`) every move may.
  struct Progress {
    bool any = true;
    uint64_t kings = 0, flights = 0;
    // Captures, castling and pawn moves always may (they change what the counts are made of).
    bool allows(const bitboard::Board& board, const bitboard::FastMove& m) const;
    // The same for a move that neither takes, castles nor promotes, of a unit of orthodox8 `type` of
    // the side `white` from `from` to `to` (squares 0..63, a1 = 0).
    bool allows(int type, bool white, int from, int to) const;

   private:
    // (Moves come grouped by unit: where a unit may go is worked out once for all its moves.)
    mutable int unit_square_ = -1;
    mutable uint64_t unit_destinations_ = 0;
  };
  bool possible(const bitboard::Board& board, bool mated_white, int mated_moves, int mating_moves,
                LastMove* last_move = nullptr, uint64_t squares = ~uint64_t{0}, uint64_t* feasible = nullptr,
                bool* roomy = nullptr, Progress* progress = nullptr);
  // Squares no unit ever stands on (Hole): the chess on such a board is the bound's but for them, so
  // the bound holds with them taken out of the king squares and flights (an empty board that ignores
  // them still gives lower bounds on the moves). None by default.
  void set_blocked(uint64_t squares);
  // Stalemate instead of mate (h=): the same rules but for the check, so every king square is tried and
  // no unit has to attack it. A stalemate has each flight attacked or held by the stalemated side (a
  // flight holding a unit of the other side attacked by another one of its units), like a mate, so these
  // counts are lower bounds for it too; the rest of a stalemate (the king not in check, no other unit
  // able to move) is left to the search. Off by default.
  void set_stalemate(bool on);

  struct Option {  // a mating unit's final square, by what it does around the king square
    uint16_t guard, occupy;
    int cost;
  };
  struct Ending {  // one walk a mating unit may end with, and the moves it needs to stand on each square
    int unit, walk, from;
    uint64_t reach;  // the squares it can stand on in time
    std::array<uint8_t, 64> cost;
  };
  struct Unit {
    int type, square;
  };
  // What the mating side's units can do within their moves, for each king square k: the sets of
  // flights (bits around k) left for the mated side to block in a mate, only the minimal ones;
  // opens[first[k]] .. opens[first[k] + count[k] - 1], computed for a square when first needed. It depends on
  // the mating units and their moves only, so it is kept for the many nodes that share them (the mated side's
  // moves in between).
  struct Summary {
    int mating_moves = 0, unit_count = 0;
    std::vector<Ending> endings;  // where each mating unit can stand in time, with which walk
    uint64_t guardable = 0;       // squares a unit can come to attack
    uint64_t checkable = 0;       // king squares a unit other than the king can come to check
    uint64_t computed = 0;        // king squares whose sets are known
    std::array<uint32_t, 64> first{};
    std::array<uint16_t, 64> count{};
    std::vector<uint16_t> opens;
  };

 private:
  Summary summarise(const bitboard::Board& board, bool mated_white, int mating_moves, uint8_t mating_castles);
  uint16_t open_flights_of(int k) const;
  uint64_t blocked_ = 0;  // set_blocked
  bool stalemate_ = false;  // set_stalemate
  void summarise_square(Summary& summary, int k);
  // Options and states are gathered by key (attacked bits, occupied bits << 9), keeping the cheapest.
  void merge(const Option& o);
  void collect(std::vector<Option>& out);  // what merge gathered, and a clean table for the next round
  static constexpr uint8_t kUnset = 0xFF;
  std::vector<uint8_t> best_;  // per key: the fewest moves, kUnset if none (2^18 entries, made on first use)
  std::vector<uint32_t> touched_;
  std::vector<Option> options_, states_;
  std::vector<Unit> blockers_;
  std::array<std::array<uint8_t, 64>, 16> pawn_reach_{};  // blocker pawns' reach, made when needed
  std::unordered_map<uint64_t, Summary> summaries_;       // by the mating units, their moves and castling
  // The summary used last: its node stays put until the table is cleared, and a copy of the bound (a
  // board copied for another thread) starts without it.
  struct LastSummary {
    Summary* summary = nullptr;
    uint64_t key = 0;
    LastSummary() = default;
    LastSummary(const LastSummary&) {}
    LastSummary& operator=(const LastSummary&) {
      summary = nullptr;
      return *this;
    }
  };
  LastSummary last_;
};

}  // namespace nightrider::solver
