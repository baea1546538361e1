// Conditions under which a pawn may also promote to a king (Extinction chess, RexMultiplex, RoyalDynasty):
// the king joins the promotion kinds where pawns promote at all. (Where it comes in the order of the
// choices is pieces/promotion_order.h's.)
#pragma once

#include <algorithm>

#include "rules/rules.h"

namespace nightrider::conditions {

inline void let_pawns_promote_to_king(RuleParams& params) {
  std::vector<PieceKind>& kinds = params.promotion_kinds;
  if (!kinds.empty() && std::find(kinds.begin(), kinds.end(), PieceKind::King) == kinds.end())
    kinds.push_back(PieceKind::King);
}

}  // namespace nightrider::conditions
