#include "conditions/recolouring/half_neutral.h"

#include <memory>

#include "conditions/capabilities.h"

namespace nightrider::conditions {

void HalfNeutralUnits::after_move(Position& pos, const Rules&, const Move& m) const {
  if (m.kind == MoveKind::Null || !m.to.is_some()) return;
  // (Castling moves the king: the unit followed is the one on the arrival square.)
  Square at = m.to;
  for (const Effect& e : pos.last_side_effects()) {
    if (e.kind == EffectKind::Relocate && e.from == at) at = e.to;
    if (e.kind == EffectKind::Remove && e.from == at) return;  // it left the board
  }
  const Piece unit = pos.at(at);
  if (!unit.is_unit() || !(unit.attributes() & kAttributeHalfNeutral)) return;
  // The side that moved is still the side to move here (after_move runs before the turn passes).
  const Colour becomes = unit.colour() == Colour::Neutral ? pos.side_to_move() : Colour::Neutral;
  pos.change(at, unit.with_colour(becomes), EffectReason::SideChange);
}

namespace {
void add_half_neutral_units(Rules& rules) {
  rules.exclude(
      kCapabilityMoverGoesOn, "HalfNeutral",
      "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  rules.add_module(std::make_unique<HalfNeutralUnits>());
}
}  // namespace

const AttributeEntry& half_neutral_attribute() {
  static const AttributeEntry entry{.en = "HalfNeutral",
                                    .fr = "DemiNeutre",
                                    .de = "HalbNeutral",
                                    .bit = kAttributeHalfNeutral,
                                    .before_conditions = &add_half_neutral_units};
  return entry;
}

}  // namespace nightrider::conditions
