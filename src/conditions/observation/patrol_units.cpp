#include "conditions/observation/patrol_units.h"

#include <memory>
#include <stdexcept>
#include <string_view>

#include "conditions/capabilities.h"

namespace nightrider::conditions {

bool PatrolUnits::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (!m.is_capture() || !is_patrol(pos.at(m.from))) return true;
  return rule_.supported(pos, rules, m.from, pos.side_to_move());
}

bool PatrolUnits::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  return !is_patrol(pos.at(o.from)) || rule_.supported(pos, rules, o.from, o.by);
}

namespace {
void add_patrol_units_first(Rules& rules) {
  // (As Patrouille: Popeye's observations with the walk of the unit behind were not compared.)
  rules.exclude(kCapabilityBorrowedWalks, "Patrol",
                "observations with the walk of the unit behind (Annan) are not supported yet");
  rules.add_module(std::make_unique<PatrolUnits>());
}

// Beside Patrouille, which gives every unit the mark, Popeye writes no unit's mark: refused, so that no
// unit's letters differ.
void refuse_patrol_units_beside_patrol_condition(Rules& rules) {
  for (const auto& module : rules.modules())
    if (std::string_view(module->name()) == "patrol")
      throw std::invalid_argument("piece attribute Patrol beside Patrouille is not supported yet");
}
}  // namespace

const AttributeEntry& patrol_attribute() {
  static const AttributeEntry entry{.en = "Patrol",
                                    .fr = "Patrouille",
                                    .de = "Patrouille",
                                    .bit = kAttributePatrol,
                                    .before_conditions = &add_patrol_units_first,
                                    .after_conditions = &refuse_patrol_units_beside_patrol_condition,
                                    .allows_neutral = false};
  return entry;
}

}  // namespace nightrider::conditions
