#include "variants/common/anti_king.h"

#include "rules/rules.h"

namespace nightrider {

bool AntiKingRoyalty::observation_allowed(const Position& pos, const Rules&, const Observation& o) const {
  const Piece victim = pos.at(o.target);
  if (victim.kind() != PieceKind::AntiKing) return true;
  return !(o.walk == PieceKind::King && o.by != victim.colour());
}

std::optional<bool> AntiKingRoyalty::in_check(const Position& pos, const Rules& rules, Colour side) const {
  const Colour enemy = opposite(side);
  const Square king = pos.king(side);
  if (king.is_some() && rules.is_attacked(pos, king, enemy)) return true;
  const Square anti_king = pos.anti_king(side);
  return anti_king.is_some() && !rules.is_attacked(pos, anti_king, enemy);
}

void RoyalKnightLeaps::generate(const Position& pos, const Rules&, MoveList& out) const {
  static constexpr int kLeaps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                       {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  const Colour side = pos.side_to_move();
  const Geometry& geo = pos.geometry();
  for (const Square royal : {pos.king(side), pos.anti_king(side)}) {
    // The right sits on the royal unit's square and vanishes with its first move.
    if (royal.is_none() || !pos.has_right(royal)) continue;
    for (const auto& leap : kLeaps) {
      const Square to = geo.offset(royal, leap[0], leap[1]);
      if (to.is_some() && pos.at(to).is_empty()) out.push(Move{royal, to});
    }
  }
}

}  // namespace nightrider
