// The board of Popeye's intelligent mode as its enumeration of target positions sees it: squares
// numbered in a 24 x 24 frame (a1 = 200, one file to the right +1, one row up +24), so that a
// difference of two squares names one vector and the order of squares is Popeye's board order (a1, b1,
// ..., h1, a2, ..., h8). Everything outside the 8 x 8 board is a wall.
#pragma once

#include <array>
#include <cstdlib>

namespace nightrider::solver::intelligent {

constexpr int kRowWidth = 24;
constexpr int kSquareA1 = 8 * kRowWidth + 8;
constexpr int kFrameSize = kRowWidth * kRowWidth;
constexpr int kUp = kRowWidth, kDown = -kRowWidth, kRight = 1, kLeft = -1;

constexpr int square_at(int file, int rank) { return kSquareA1 + rank * kRowWidth + file; }
constexpr int file_of(int square) { return (square - kSquareA1 + 8 * kRowWidth) % kRowWidth; }
constexpr int rank_of(int square) { return (square - kSquareA1 + 8 * kRowWidth) / kRowWidth - 8; }
constexpr bool on_board(int square) {
  return square >= 0 && square < kFrameSize && file_of(square) >= 0 && file_of(square) < 8 &&
         rank_of(square) >= 0 && rank_of(square) < 8;
}
constexpr int from_index64(int index) { return square_at(index % 8, index / 8); }
constexpr int to_index64(int square) { return rank_of(square) * 8 + file_of(square); }

// The 64 squares in board order.
constexpr std::array<int, 64> board_squares() {
  std::array<int, 64> squares{};
  for (int i = 0; i < 64; ++i) squares[static_cast<size_t>(i)] = from_index64(i);
  return squares;
}
inline constexpr std::array<int, 64> kBoardOrder = board_squares();

// Popeye's vectors 1..16: rook lines (1..4), bishop lines (5..8), knight leaps (9..16); index 0 unused.
inline constexpr std::array<int, 17> kVec = {0,  1,  24, -1, -24, 23,  25,  -23, -25,
                                             22, 47, 49, 26, -22, -47, -49, -26};
constexpr int kRookFirst = 1, kRookLast = 4, kBishopFirst = 5, kBishopLast = 8, kQueenFirst = 1,
              kQueenLast = 8, kKnightFirst = 9, kKnightLast = 16;

// A difference of squares as (rows, files).
struct Offset {
  int rows, files;
};
constexpr Offset offset_of(int diff) {
  int rows = diff >= 0 ? (diff + kRowWidth / 2) / kRowWidth : -((-diff + kRowWidth / 2) / kRowWidth);
  return {rows, diff - rows * kRowWidth};
}
// Popeye's move_diff_code: the squared distance of two squares.
constexpr int distance2(int a, int b) {
  const Offset o = offset_of(b - a);
  return o.rows * o.rows + o.files * o.files;
}
constexpr int sign(int v) { return (v > 0) - (v < 0); }

enum class Line { Queen, Rook, Bishop, Knight };
// Popeye's CheckDir: the step along which a unit of that line goes `diff`, 0 if none (for a knight
// the leap itself).
constexpr int line_step(Line line, int diff) {
  if (diff == 0) return 0;
  const Offset o = offset_of(diff);
  const int ar = std::abs(o.rows), af = std::abs(o.files);
  if (ar > 7 || af > 7) return 0;
  if (line == Line::Knight) return (ar == 1 && af == 2) || (ar == 2 && af == 1) ? diff : 0;
  const bool straight = ar == 0 || af == 0, diagonal = ar == af;
  if ((line == Line::Rook && !straight) || (line == Line::Bishop && !diagonal) ||
      (line == Line::Queen && !straight && !diagonal))
    return 0;
  return sign(o.rows) * kRowWidth + sign(o.files);
}
// Both squares of one colour (Popeye's SquareCol).
constexpr bool same_colour(int a, int b) {
  return (file_of(a) + rank_of(a)) % 2 == (file_of(b) + rank_of(b)) % 2;
}

}  // namespace nightrider::solver::intelligent
