// Popeye's order of a pawn's promotions: king (where a pawn may become one: Royal dynasty, Extinction,
// Losing chess), queen, knight, rook, bishop, then the others. The solver sorts
// moves by it to print Popeye's lines, and a condition whose choices include a promotion (Circe
// Take&Make's reborn pawn) offers them in it.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

#include "core/types.h"

namespace nightrider {

inline int popeye_promotion_place(PieceKind kind) {
  switch (kind) {
    case PieceKind::King:
      return -1;
    case PieceKind::Queen:
      return 0;
    case PieceKind::Knight:
      return 1;
    case PieceKind::Rook:
      return 2;
    case PieceKind::Bishop:
      return 3;
    default:
      return 4;
  }
}

// The indices of `kinds` (a rule set's promotion kinds) in Popeye's order: a choice among them that
// keeps a kind's index as its value offers them in this order.
inline std::vector<size_t> popeye_promotion_indices(const std::vector<PieceKind>& kinds) {
  std::vector<size_t> indices(kinds.size());
  for (size_t k = 0; k < kinds.size(); ++k) indices[k] = k;
  std::stable_sort(indices.begin(), indices.end(), [&](size_t a, size_t b) {
    return popeye_promotion_place(kinds[a]) < popeye_promotion_place(kinds[b]);
  });
  return indices;
}

}  // namespace nightrider
