// The orthodox army on the 8x8 bitboard boards: piece codes (white P N B R Q K = 0..5, black 6..11,
// 12 = empty square), their FEN letters, the castling flags and which squares keep which castling
// right. Shared by the boards that hold the orthodox army (chess, magnetic).
#pragma once

#include <array>
#include <cstdint>

namespace nightrider::bitboard8 {

enum OrthodoxType : int { kPawn = 0, kKnight, kBishop, kRook, kQueen, kKing };
inline constexpr int kOrthodoxEmpty = 12;

constexpr int orthodox_code(int colour, int type) { return colour * 6 + type; }

inline constexpr std::array<char, 13> kOrthodoxChars = {'P', 'N', 'B', 'R', 'Q', 'K', 'p',
                                                        'n', 'b', 'r', 'q', 'k', '.'};

// The code of a FEN letter; kOrthodoxEmpty for '.' or NUL; -1 for anything else.
constexpr int orthodox_code_of(char c) {
  for (int code = 0; code < kOrthodoxEmpty; ++code)
    if (kOrthodoxChars[code] == c) return code;
  return c == '.' || c == 0 ? kOrthodoxEmpty : -1;
}

inline constexpr uint8_t kWhiteKingSide = 1, kWhiteQueenSide = 2, kBlackKingSide = 4, kBlackQueenSide = 8;

// Castling rights kept when a unit leaves or arrives on a square (the king and rook home squares).
inline constexpr std::array<uint8_t, 64> kCastleKeep = [] {
  std::array<uint8_t, 64> keep{};
  for (auto& k : keep) k = 0xF;
  keep[4] = static_cast<uint8_t>(~(kWhiteKingSide | kWhiteQueenSide) & 0xF);
  keep[0] = static_cast<uint8_t>(~kWhiteQueenSide & 0xF);
  keep[7] = static_cast<uint8_t>(~kWhiteKingSide & 0xF);
  keep[60] = static_cast<uint8_t>(~(kBlackKingSide | kBlackQueenSide) & 0xF);
  keep[56] = static_cast<uint8_t>(~kBlackQueenSide & 0xF);
  keep[63] = static_cast<uint8_t>(~kBlackKingSide & 0xF);
  return keep;
}();

}  // namespace nightrider::bitboard8
