#include "conditions/captures/superguards.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/walks/lent_walk_observers.h"

namespace nightrider::conditions {

bool superguarded(const Position& pos, const Rules& rules, Square s, Colour side) {
  return attacked_with_lent_walks(pos, rules, s, side, ObservationPurpose::Check,
                                  ObservationLevel::Observation, [](Square) { return true; });
}

bool SuperGuards::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (!m.is_capture()) return true;
  const Square taken = m.kind == MoveKind::EnPassant ? m.aux_square() : m.to;
  return superguarded(pos, rules, taken, opposite(pos.side_to_move())) == anti_;
}

bool SuperGuards::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  return superguarded(pos, rules, o.target, opposite(o.by)) == anti_;
}

void apply_superguards(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("SuperGuards", arguments);
  // (A guard is an observation with the guard's own walk here; Popeye's guards observe with the walk
  // behind them in Annan chess: REGRESSIONS/4_63_to_4_65.inp #79.)
  rules.exclude(
      kCapabilityWalksLentUnreadByObservationTests, "SuperGuards",
      "observations with walks lent by other units than the one behind (Annan) are not supported yet");
  rules.add_module(std::make_unique<SuperGuards>());
}

void apply_antiguards(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("AntiGuards", arguments);
  rules.exclude(
      kCapabilityWalksLentUnreadByObservationTests, "AntiGuards",
      "observations with walks lent by other units than the one behind (Annan) are not supported yet");
  rules.add_module(std::make_unique<SuperGuards>(true));
}

const ConditionEntry& superguards_condition() {
  static const ConditionEntry entry{
      .names = {.en = "SuperGuards", .fr = "Supergardes", .de = "SuperDeckungen", .seeds = {}},
      .apply = &apply_superguards,
  };
  return entry;
}

const ConditionEntry& antiguards_condition() {
  static const ConditionEntry entry{
      .names = {.en = "AntiGuards", .fr = "Antigardes", .de = "AntiDeckungen", .seeds = {}},
      .apply = &apply_antiguards,
  };
  return entry;
}

}  // namespace nightrider::conditions
