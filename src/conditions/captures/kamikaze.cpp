#include "conditions/captures/kamikaze.h"

#include <memory>
#include <stdexcept>

#include "conditions/circe/circe.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

bool KamikazeUnits::admits(const Position& pos, const Rules& rules, const Move& m) const {
  const Piece mover = pos.at(m.from);
  return !(m.is_capture() && is_kamikaze(mover) && rules.def(mover.kind()).royal);
}

void KamikazeUnits::after_move(Position& pos, const Rules&, const Move& m) const {
  if (m.is_capture() && pos.at(m.to).is_unit() && is_kamikaze(pos.at(m.to)))
    pos.remove(m.to, EffectReason::Move);
}

void apply_kamikaze(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("Kamikaze", arguments);
  for (const auto& module : rules.modules())
    if (dynamic_cast<const Circe*>(module.get()))
      throw std::invalid_argument("Kamikaze with a Circe condition is not supported yet");
  rules.claim("what becomes of a capturer", "Kamikaze");
  rules.add_module(std::make_unique<KamikazeUnits>(false, true));
}

void add_kamikaze_units(Rules& rules) {
  bool circe = false;
  for (const auto& module : rules.modules())
    circe = circe || dynamic_cast<const Circe*>(module.get()) != nullptr;
  rules.add_module(std::make_unique<KamikazeUnits>(circe));
}

const ConditionEntry& kamikaze_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Kamikaze",
                .fr = "Kamikaze",
                .de = "Kamikaze",
                .seeds = {{"Kamikaze Rex Inclusiv", {}}}},
      .apply = &apply_kamikaze,
  };
  return entry;
}

const AttributeEntry& kamikaze_attribute() {
  static const AttributeEntry entry{.en = "Kamikaze",
                                    .fr = "Kamikaze",
                                    .de = "Kamikaze",
                                    .bit = kAttributeKamikaze,
                                    .after_conditions = &add_kamikaze_units};
  return entry;
}

}  // namespace nightrider::conditions
