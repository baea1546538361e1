// Moves and attacks measured on an empty 8x8 board: the lower bounds behind the solver's mate bound
// (solver/mate_bound.h) and its series targets (solver/series_targets.h). Squares 0..63 with a1 = 0;
// unit types as bitboard8's OrthodoxType. Defined in mate_bound.cpp.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "variants/bitboard/orthodox8.h"

namespace nightrider::solver::empty_board {

inline constexpr int kFar = 99;  // "cannot", and more moves than any count

// The walks a unit may have on its final square (a pawn's promoted walks included). Each has the number
// of its unit type, the black pawn's aside.
enum Walk {
  kWalkWhitePawn,
  kWalkKnight,
  kWalkBishop,
  kWalkRook,
  kWalkQueen,
  kWalkKing,
  kWalkBlackPawn,
  kWalks
};

constexpr int file_of(int sq) { return sq % 8; }
constexpr int rank_of(int sq) { return sq / 8; }
inline int lowest_square(uint64_t b) { return __builtin_ctzll(b); }
// A unit's walk: its type, but for the black pawn, which attacks the other way.
constexpr int walk_of(int type, bool white) {
  return type == bitboard8::kPawn && !white ? kWalkBlackPawn : type;
}
// The castling rights (bitboard8's bits) that belong to one side.
constexpr uint8_t castles_of(uint8_t rights, bool white) {
  return rights & (white ? bitboard8::kWhiteKingSide | bitboard8::kWhiteQueenSide
                         : bitboard8::kBlackKingSide | bitboard8::kBlackQueenSide);
}

constexpr int king_distance(int a, int b) {
  const int files = file_of(a) - file_of(b), ranks = rank_of(a) - rank_of(b);
  return std::max(files < 0 ? -files : files, ranks < 0 ? -ranks : ranks);
}
// Moves for a unit to stand on `to` (a pawn may promote on the way), or kFar.
int reach(int type, bool white, int from, int to);
// King moves, a castling right counting as one move to the castling square.
int king_reach(int from, int to, uint8_t castles);
// The rook's square after castling when a rook on `from` keeps a castling right, else -1.
int castling_rook_square(int from, uint8_t castles);
// reach, but a rook that keeps its castling right may also go on from its castled square (castling is
// the king's move, so that square itself costs none).
int reach_castling_aside(int type, bool white, int from, int to, uint8_t castles);
bool attacks_on_empty_board(int walk, int from, int to);
uint64_t empty_board_attacks(int walk, int from);
// Moves for a pawn of `white` on `from` to stand on each square while the other side's units stand still
// on `still`: it takes diagonally only on their squares; promoted, it goes on as any piece.
std::array<uint8_t, 64> pawn_reach_past_still_units(bool white, int from, uint64_t still);

}  // namespace nightrider::solver::empty_board
