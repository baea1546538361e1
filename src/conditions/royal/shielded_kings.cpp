#include "conditions/royal/shielded_kings.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/walks/lent_walk_observers.h"
#include "conditions/walks/unit_in_place.h"

namespace nightrider::conditions {

bool ShieldedKings::may_take(const Position& pos, const Rules& rules, Square from, Square target, Colour by) {
  const Piece unit = pos.at(from), taken = pos.at(target);
  if (!unit.is_unit() || !taken.is_unit() || !royal_unit(rules, unit) || !royal_unit(rules, taken))
    return true;
  return !attacked_with_lent_walks(pos, rules, target, opposite(by), ObservationPurpose::Paralysis,
                                   ObservationLevel::Observation, [](Square) { return true; });
}

bool ShieldedKings::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (!m.is_capture()) return true;
  return may_take(pos, rules, m.from, m.to, pos.side_to_move());
}

bool ShieldedKings::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  return may_take(pos, rules, o.from, o.target, o.by);
}

void apply_shielded_kings(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("ShieldedKings", arguments);
  // (Beside TransmutedKings Popeye's shield covers kings observing with lent walks: BEISPIEL/shkings.inp#1
  // differs here.)
  // (Annan: REGRESSIONS/4_63_to_4_65.inp#78 misses Popeye's solution here.)
  rules.exclude(
      kCapabilityWalksLentUnreadByObservationTests, "ShieldedKings",
      "observations with walks lent by other units than the one behind (Annan) are not supported yet");
  for (const char* reflection : {"the white king's reflection", "the black king's reflection",
                                 "the white king's vaulting", "the black king's vaulting"})
    rules.exclude(reflection, "ShieldedKings",
                  "kings moving with lent walks beside shielded kings are not supported yet");
  rules.add_module(std::make_unique<ShieldedKings>());
}

const ConditionEntry& shielded_kings_condition() {
  static const ConditionEntry entry{
      .names = {.en = "ShieldedKings", .fr = "ShieldedKings", .de = "SchutzKoenige", .seeds = {}},
      .apply = &apply_shielded_kings,
      .keeps_orthodox_moves = true,
      .refuses_neutral_units = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
