#include "conditions/captures/kamikaze.h"

#include <memory>

#include "conditions/circe/circe.h"

namespace nightrider::conditions {

bool KamikazeUnits::admits(const Position& pos, const Rules& rules, const Move& m) const {
  const Piece mover = pos.at(m.from);
  return !(m.is_capture() && (mover.attributes() & kAttributeKamikaze) && rules.def(mover.kind()).royal);
}

void KamikazeUnits::after_move(Position& pos, const Rules&, const Move& m) const {
  if (m.is_capture() && (pos.at(m.to).attributes() & kAttributeKamikaze))
    pos.remove(m.to, EffectReason::Move);
}

void add_kamikaze_units(Rules& rules) {
  bool circe = false;
  for (const auto& module : rules.modules())
    circe = circe || dynamic_cast<const Circe*>(module.get()) != nullptr;
  rules.add_module(std::make_unique<KamikazeUnits>(circe));
}

}  // namespace nightrider::conditions
