// Popeye's order of a pawn's promotions: queen, knight, rook, bishop, then the others. The solver sorts
// moves by it to print Popeye's lines, and a condition whose choices include a promotion (Circe
// Take&Make's reborn pawn) offers them in it.
#pragma once

#include "core/types.h"

namespace nightrider {

inline int popeye_promotion_place(PieceKind kind) {
  switch (kind) {
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

}  // namespace nightrider
