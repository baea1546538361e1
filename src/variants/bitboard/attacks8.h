// Rule-free geometry of the 8x8 board for the bitboard fast paths (orthodox chess, the anti-king
// variants, Magnetic Chess): bit helpers, leaper and pawn capture sets, rays, between-squares and lines,
// and magic-bitboard sliding attacks.
//
// Squares are numbered rank * 8 + file, a1 = 0, h1 = 7, a8 = 56, h8 = 63; colour 0 is White, 1 Black.
// Nothing here knows a rule of any game: what a board does with these sets (check, fields, castling,
// promotion) stays in the board.
//
// The only global state is one immutable set of lookup tables, built on first use through a thread-safe
// function-local static (tables()).
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace nightrider::bitboard8 {

using Bitboard = uint64_t;

constexpr Bitboard kFileA = 0x0101010101010101ULL;
constexpr Bitboard kFileH = kFileA << 7;
constexpr Bitboard kRank1 = 0xFFULL;
constexpr Bitboard kRank2 = kRank1 << 8;
constexpr Bitboard kRank7 = kRank1 << 48;
constexpr Bitboard kRank8 = kRank1 << 56;

constexpr Bitboard bit(int square) { return Bitboard{1} << square; }
constexpr Bitboard rank_bb(int rank) { return kRank1 << (8 * rank); }
constexpr Bitboard file_bb(int file) { return kFileA << file; }
// A rank counted from the given colour's side (0 = its first rank).
constexpr Bitboard relative_rank_bb(int colour, int rank) { return rank_bb(colour == 0 ? rank : 7 - rank); }

inline int lsb(Bitboard b) { return std::countr_zero(b); }
inline int msb(Bitboard b) { return 63 - std::countl_zero(b); }
inline int pop_lsb(Bitboard& b) {
  const int s = std::countr_zero(b);
  b &= b - 1;
  return s;
}
inline int popcount(Bitboard b) { return std::popcount(b); }
inline bool more_than_one(Bitboard b) { return (b & (b - 1)) != 0; }

// Shift every square one step in a direction (a square difference), dropping what leaves the board.
template <int Delta>
constexpr Bitboard shift(Bitboard b) {
  static_assert(Delta == 8 || Delta == -8 || Delta == 7 || Delta == 9 || Delta == -7 || Delta == -9);
  if constexpr (Delta == 8) return b << 8;
  if constexpr (Delta == -8) return b >> 8;
  if constexpr (Delta == 7) return (b & ~kFileA) << 7;   // up-left
  if constexpr (Delta == 9) return (b & ~kFileH) << 9;   // up-right
  if constexpr (Delta == -9) return (b & ~kFileA) >> 9;  // down-left
  if constexpr (Delta == -7) return (b & ~kFileH) >> 7;  // down-right
  return 0;
}

// Squares strictly below (fill_south) or above (fill_north) some square of `b` on its file.
constexpr Bitboard fill_south(Bitboard b) {
  b >>= 8;
  b |= b >> 8;
  b |= b >> 16;
  b |= b >> 32;
  return b;
}
constexpr Bitboard fill_north(Bitboard b) {
  b <<= 8;
  b |= b << 8;
  b |= b << 16;
  b |= b << 32;
  return b;
}

// Ray directions. The first four run towards higher square numbers, so the nearest square of a set on
// such a ray is its lowest bit; on the last four it is the highest. Opposite directions differ by 4.
enum Direction : int { kNorth = 0, kEast, kNorthEast, kNorthWest, kSouth, kWest, kSouthWest, kSouthEast };
constexpr int kDirectionFile[8] = {0, 1, 1, -1, 0, -1, -1, 1};
constexpr int kDirectionRank[8] = {1, 0, 1, 1, -1, 0, -1, -1};
constexpr bool increasing(int direction) { return direction < 4; }
// The square of `on_ray` (a non-empty subset of one ray) nearest the ray's origin.
inline int nearest(int direction, Bitboard on_ray) {
  return increasing(direction) ? lsb(on_ray) : msb(on_ray);
}

// Pawn capture geometry: the orthodox pawn captures one step diagonally forward, the Berolina pawn one
// step straight ahead.
enum PawnStyle : int { kOrthodoxPawn = 0, kBerolinaPawn = 1 };

// One square's sliding attacks for any occupancy: attacks[((occupied & mask) * magic) >> shift].
struct Magic {
  Bitboard mask;  // relevant occupancy: the empty-board attacks without the board edge beyond them
  Bitboard magic;
  const Bitboard* attacks;
  unsigned shift;
  Bitboard lookup(Bitboard occupied) const { return attacks[((occupied & mask) * magic) >> shift]; }
};

struct Tables {
  Bitboard knight[64];
  Bitboard king[64];
  Bitboard pawn_captures[2][2][64];  // [PawnStyle][colour][square]: where a pawn standing there captures
  Bitboard ray[8][64];               // [Direction][square]: empty-board ray, the square itself excluded
  Bitboard rook_empty[64];           // rook attacks on an empty board (union of the orthogonal rays)
  Bitboard bishop_empty[64];         // bishop attacks on an empty board (union of the diagonal rays)
  Bitboard between[64][64];          // squares strictly between two squares on a line, else 0
  Bitboard line[64][64];             // the whole board line through two squares on a line, else 0
  Magic rook_magic[64];
  Magic bishop_magic[64];
  Bitboard rook_table[0x19000];   // 102400 entries for the rook (sum of 2^bits over the squares)
  Bitboard bishop_table[0x1480];  // 5248 entries for the bishop

  Bitboard rook_attacks(int square, Bitboard occupied) const { return rook_magic[square].lookup(occupied); }
  Bitboard bishop_attacks(int square, Bitboard occupied) const {
    return bishop_magic[square].lookup(occupied);
  }
  Bitboard queen_attacks(int square, Bitboard occupied) const {
    return rook_attacks(square, occupied) | bishop_attacks(square, occupied);
  }

  Tables();
  Tables(const Tables&) = delete;
  Tables& operator=(const Tables&) = delete;
};

// The tables, built on first use (thread-safe) and never modified afterwards. Inline, so that the
// boards' hot loops see a plain guarded load rather than a call into another translation unit.
inline const Tables& tables() {
  static const Tables t;
  return t;
}

namespace detail {
// Magic numbers (square order) found by the built-in fixed-seed search, run afresh (slow: ~0.5 s).
std::array<uint64_t, 64> search_magics(bool rook);
// Magic numbers the sliding-attack tables actually use.
std::array<uint64_t, 64> magics_in_use(bool rook);
}  // namespace detail

}  // namespace nightrider::bitboard8
