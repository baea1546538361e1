#include "conditions/observation/ultra_patrol.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/walks/lent_walk_observers.h"

namespace nightrider::conditions {

bool UltraPatrol::supported(const Position& pos, const Rules& rules, Square square, Colour side) const {
  return attacked_with_lent_walks(pos, rules, square, side, ObservationPurpose::Paralysis,
                                  ObservationLevel::Observation, [](Square) { return true; });
}

bool UltraPatrol::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (captures_only_ && !m.is_capture()) return true;
  return supported(pos, rules, m.from, pos.side_to_move());
}

bool UltraPatrol::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  return supported(pos, rules, o.from, o.by);
}

void apply_ultra_patrol(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(
      kCapabilityWalksLentUnreadByObservationTests, "UltraPatrol",
      "observations with walks lent by other units than the one behind (Annan) are not supported yet");
  expect_no_arguments("UltraPatrol", arguments);
  rules.add_module(std::make_unique<UltraPatrol>());
}

void apply_patrol(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(
      kCapabilityWalksLentUnreadByObservationTests, "Patrouille",
      "observations with walks lent by other units than the one behind (Annan) are not supported yet");
  expect_no_arguments("Patrouille", arguments);
  rules.add_module(std::make_unique<UltraPatrol>(true));
}

const ConditionEntry& patrol_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Patrouille", .fr = "Patrouille", .de = "PatrouilleSchach", .seeds = {}},
      .apply = &apply_patrol,
  };
  return entry;
}

const ConditionEntry& ultra_patrol_condition() {
  static const ConditionEntry entry{
      .names = {.en = "UltraPatrol",
                .fr = "UltraPatrouille",
                .de = "UltraPatrouille",
                .seeds = {{"Ultra-Patrouille", {}}}},
      .apply = &apply_ultra_patrol,
  };
  return entry;
}

}  // namespace nightrider::conditions
