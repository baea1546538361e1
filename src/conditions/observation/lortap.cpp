#include "conditions/observation/lortap.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

bool Lortap::supported(const Position& pos, const Rules& rules, Square square, Colour side) {
  return rules.is_attacked_if(pos, square, side, ObservationPurpose::Paralysis, ObservationLevel::Observation,
                              [](Square) { return true; });
}

bool Lortap::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (!m.is_capture()) return true;
  return !supported(pos, rules, m.from, pos.side_to_move());
}

bool Lortap::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  return !supported(pos, rules, o.from, o.by);
}

void apply_lortap(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityBorrowedWalks, "Lortap",
                "observations with the walk of the unit behind (Annan) are not supported yet");
  expect_no_arguments("Lortap", arguments);
  rules.add_module(std::make_unique<Lortap>());
}

const ConditionEntry& lortap_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Lortap", .fr = "Elliuortap", .de = "Elliuortap", .seeds = {}},
      .apply = &apply_lortap,
      .keeps_orthodox_moves = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
