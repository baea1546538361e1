#include "solver/mate_bound.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "variants/bitboard/orthodox8.h"

namespace nightrider::solver {
namespace {

namespace b8 = bitboard8;
constexpr int kFar = 99;

int file_of(int sq) { return sq % 8; }
int rank_of(int sq) { return sq / 8; }
int king_distance(int a, int b) {
  return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
}
bool same_line(int a, int b) { return file_of(a) == file_of(b) || rank_of(a) == rank_of(b); }
bool same_diagonal(int a, int b) {
  return std::abs(file_of(a) - file_of(b)) == std::abs(rank_of(a) - rank_of(b));
}
bool same_colour(int a, int b) { return (file_of(a) + rank_of(a)) % 2 == (file_of(b) + rank_of(b)) % 2; }

// Knight distances on the empty board, by breadth-first search (immutable once built).
const std::array<std::array<uint8_t, 64>, 64>& knight_distances() {
  static const auto table = [] {
    std::array<std::array<uint8_t, 64>, 64> d{};
    constexpr int jumps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    for (int from = 0; from < 64; ++from) {
      auto& row = d[static_cast<size_t>(from)];
      row.fill(0xFF);
      std::array<int, 64> queue{};
      int head = 0, tail = 0;
      row[static_cast<size_t>(from)] = 0;
      queue[tail++] = from;
      while (head < tail) {
        const int s = queue[head++];
        for (const auto& j : jumps) {
          const int f = file_of(s) + j[0], r = rank_of(s) + j[1];
          if (f < 0 || f > 7 || r < 0 || r > 7) continue;
          const int t = r * 8 + f;
          if (row[static_cast<size_t>(t)] != 0xFF) continue;
          row[static_cast<size_t>(t)] = static_cast<uint8_t>(row[static_cast<size_t>(s)] + 1);
          queue[tail++] = t;
        }
      }
    }
    return d;
  }();
  return table;
}

// Moves a pawn of `white` needs to go from `from` to `to` (forward, at most one file per rank), or kFar.
int pawn_steps(bool white, int from, int to) {
  const int forward = white ? rank_of(to) - rank_of(from) : rank_of(from) - rank_of(to);
  if (forward < 0 || std::abs(file_of(to) - file_of(from)) > forward) return kFar;
  if (forward == 0) return from == to ? 0 : kFar;
  const bool start = white ? rank_of(from) == 1 : rank_of(from) == 6;
  return forward - (start && forward >= 2 && file_of(to) == file_of(from) ? 1 : 0);
}
int pawn_promotion_steps(bool white, int from) {
  const int left = white ? 7 - rank_of(from) : rank_of(from);
  const bool start = white ? rank_of(from) == 1 : rank_of(from) == 6;
  return left - (start ? 1 : 0);
}

// Moves for a unit (orthodox type) to stand on `to`, empty board; a pawn may promote on the way.
int reach(int type, bool white, int from, int to) {
  if (from == to) return 0;
  switch (type) {
    case b8::kKing:
      return king_distance(from, to);
    case b8::kKnight:
      return knight_distances()[static_cast<size_t>(from)][static_cast<size_t>(to)];
    case b8::kRook:
      return same_line(from, to) ? 1 : 2;
    case b8::kBishop:
      return !same_colour(from, to) ? kFar : same_diagonal(from, to) ? 1 : 2;
    case b8::kQueen:
      return same_line(from, to) || same_diagonal(from, to) ? 1 : 2;
    default:  // pawn: as a pawn, or promoted (then at least one more move unless it lands there)
      return std::min(pawn_steps(white, from, to), pawn_promotion_steps(white, from) + 1);
  }
}

// Moves for a unit to attack `target` (empty board); kings attack too (they guard flights).
int attack_reach(int type, bool white, int from, int target) {
  switch (type) {
    case b8::kKing:
      return std::max(0, king_distance(from, target) - 1);
    case b8::kKnight: {
      int best = kFar;
      const auto& d = knight_distances()[static_cast<size_t>(from)];
      const auto& around = knight_distances()[static_cast<size_t>(target)];
      for (int s = 0; s < 64; ++s)
        if (around[static_cast<size_t>(s)] == 1) best = std::min<int>(best, d[static_cast<size_t>(s)]);
      return best;
    }
    case b8::kRook:
      return same_line(from, target) && from != target ? 0 : 1;
    case b8::kBishop:
      return !same_colour(from, target) ? kFar : same_diagonal(from, target) && from != target ? 0 : 1;
    case b8::kQueen:
      return (same_line(from, target) || same_diagonal(from, target)) && from != target ? 0 : 1;
    default: {  // pawn: from a square diagonally behind the target, or promoted
      int best = pawn_promotion_steps(white, from);
      const int back = white ? -1 : 1;
      for (int df : {-1, 1}) {
        const int f = file_of(target) + df, r = rank_of(target) + back;
        if (f < 0 || f > 7 || r < 0 || r > 7) continue;
        best = std::min(best, pawn_steps(white, from, r * 8 + f));
      }
      return best;
    }
  }
}

}  // namespace

bool mate_possible(const bitboard::Board& board, bool mated_white, int mated_moves, int mating_moves) {
  if (board.castling_rights() != 0) return true;
  const int mated = mated_white ? 0 : 1;
  struct Unit {
    int type, square;
  };
  std::array<Unit, 16> mating{}, blockers{};
  int mating_count = 0, blocker_count = 0, king = -1;
  for (int sq = 0; sq < 64; ++sq) {
    const int code = board.piece_code(sq);
    if (code == b8::kOrthodoxEmpty) continue;
    const int colour = code / 6, type = code % 6;
    if (colour == mated) {
      if (type == b8::kKing)
        king = sq;
      else if (blocker_count < 16)
        blockers[static_cast<size_t>(blocker_count++)] = {type, sq};
    } else if (mating_count < 16) {
      mating[static_cast<size_t>(mating_count++)] = {type, sq};
    }
  }
  if (king < 0) return true;
  const bool mating_white = !mated_white;

  // Squares the mating side can come to attack in time: with any unit (guards) and without the king
  // (checks).
  std::array<bool, 64> guardable{}, checkable{};
  for (int t = 0; t < 64; ++t)
    for (int i = 0; i < mating_count; ++i) {
      const Unit& u = mating[static_cast<size_t>(i)];
      if (attack_reach(u.type, mating_white, u.square, t) > mating_moves) continue;
      guardable[static_cast<size_t>(t)] = true;
      if (u.type != b8::kKing) checkable[static_cast<size_t>(t)] = true;
      if (checkable[static_cast<size_t>(t)]) break;
    }

  for (int k = 0; k < 64; ++k) {
    const int king_moves = king_distance(king, k);
    if (king_moves > mated_moves || !checkable[static_cast<size_t>(k)]) continue;
    int cost = king_moves;
    for (int df = -1; df <= 1 && cost <= mated_moves; ++df)
      for (int dr = -1; dr <= 1 && cost <= mated_moves; ++dr) {
        if (df == 0 && dr == 0) continue;
        const int f = file_of(k) + df, r = rank_of(k) + dr;
        if (f < 0 || f > 7 || r < 0 || r > 7) continue;
        const int flight = r * 8 + f;
        if (guardable[static_cast<size_t>(flight)]) continue;
        int block = kFar;
        for (int i = 0; i < blocker_count; ++i) {
          const Unit& v = blockers[static_cast<size_t>(i)];
          block = std::min(block, reach(v.type, mated_white, v.square, flight));
        }
        cost += block;
      }
    if (cost <= mated_moves) return true;
  }
  return false;
}

}  // namespace nightrider::solver
