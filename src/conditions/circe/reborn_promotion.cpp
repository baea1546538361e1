#include "conditions/circe/reborn_promotion.h"

#include "pieces/promotion_order.h"

namespace nightrider::conditions {

bool pawn_on_last_rank(const Rules& rules, const Geometry& geo, Piece unit, Colour side, Square s) {
  return rules.def(unit.kind()).pawn && rules.on_promotion_rank(geo, s, side);
}

void reborn_promotion_choices(const Rules& rules, const Geometry& geo, Piece unit, Colour side, Square s,
                              ChoiceSlot slot, std::vector<uint32_t>& values) {
  const auto& kinds = rules.params().promotion_kinds;
  if (!pawn_on_last_rank(rules, geo, unit, side, s) || kinds.empty()) {
    values.push_back(0);
    return;
  }
  // (In Popeye's order of promotions, queen, knight, rook, bishop, as it offers them.)
  for (const size_t k : popeye_promotion_indices(kinds))
    values.push_back(slot.place(static_cast<uint32_t>(k + 1)));
}

Piece promoted_reborn(const Rules& rules, ChoiceSlot slot, const Move& m, Piece unit) {
  const uint32_t value = slot.get(m);
  const auto& kinds = rules.params().promotion_kinds;
  return value == 0 || value > kinds.size() ? unit : unit.with_kind(kinds[value - 1]);
}

void promote_reborn(Position& pos, const Rules& rules, ChoiceSlot slot, const Move& m, Square s,
                    EffectReason reason) {
  const uint32_t value = slot.get(m);
  const auto& kinds = rules.params().promotion_kinds;
  if (value == 0 || value > kinds.size()) return;
  pos.change(s, pos.at(s).with_kind(kinds[value - 1]), reason);
}

}  // namespace nightrider::conditions
