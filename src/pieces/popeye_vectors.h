// Popeye's vector table (its pieces/walks/vectors.c), in its order: the rook's four lines, the bishop's
// four, then the knight's eight leaps. Popeye generates a unit's moves direction by direction in that
// order, a line's squares outward; rules that must list moves or squares in Popeye's order (the solver's
// move order, Take&Make's rebirths, the hurdle moves of Bul and Dob, the marine pieces, the Influencer)
// take it from here.
#pragma once

#include <array>
#include <cstdlib>
#include <numeric>

#include "core/geometry.h"
#include "pieces/piece_def.h"

namespace nightrider {

inline constexpr std::array<Vec, 8> kPopeyeQueenLines = {
    {{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {-1, 1}, {1, 1}, {1, -1}, {-1, -1}}};
inline constexpr std::array<Vec, 8> kPopeyeKnightLeaps = {
    {{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}}};

// Where the step from `from` to `to` comes in the order Popeye generates a unit's moves along the
// table: the queen's lines first, direction by direction and each line's squares outward, then the
// knight's leaps and their multiples (the nightrider's lines). Larger is later; 0 for a step on none of
// them (and for no step), which sorts first.
inline int popeye_step_place(Square from, Square to) {
  const int df = to.file() - from.file(), dr = to.rank() - from.rank();
  const int distance = std::gcd(std::abs(df), std::abs(dr));
  if (distance == 0) return 0;
  for (int i = 0; i < 8; ++i)
    if (df == kPopeyeQueenLines[i].df * distance && dr == kPopeyeQueenLines[i].dr * distance)
      return 1 + i * 16 + distance;  // (16: longer than any line of a board)
  for (int i = 0; i < 8; ++i)
    if (df == kPopeyeKnightLeaps[i].df * distance && dr == kPopeyeKnightLeaps[i].dr * distance)
      return 200 + i * 16 + distance;
  return 0;
}

}  // namespace nightrider
