#include "conditions/observation/provocation.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/walks/lent_walk_observers.h"

namespace nightrider::conditions {

bool Provocation::provoked(const Position& pos, const Rules& rules, Square square, Colour side) {
  return attacked_with_lent_walks(pos, rules, square, opposite(side), ObservationPurpose::Paralysis,
                                  ObservationLevel::Observation, [](Square) { return true; });
}

bool Provocation::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (!m.is_capture()) return true;
  return provoked(pos, rules, m.from, pos.side_to_move());
}

bool Provocation::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  return provoked(pos, rules, o.from, o.by);
}

void apply_provocation(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(
      kCapabilityWalksLentUnreadByObservationTests, "ProvocationChess",
      "observations with walks lent by other units than the one behind (Annan) are not supported yet");
  expect_no_arguments("ProvocationChess", arguments);
  rules.add_module(std::make_unique<Provocation>());
}

const ConditionEntry& provocation_condition() {
  static const ConditionEntry entry{
      .names = {.en = "ProvocationChess", .fr = "EchecsProvacateurs", .de = "ProvokationSchach", .seeds = {}},
      .apply = &apply_provocation,
      .keeps_orthodox_moves = true,
      .refuses_neutral_units = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
