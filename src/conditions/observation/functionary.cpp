#include "conditions/observation/functionary.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/walks/lent_walk_observers.h"

namespace nightrider::conditions {

bool Functionary::enabled(const Position& pos, const Rules& rules, Square square, Colour side) const {
  if (side != Colour::White && side != Colour::Black) return true;
  return attacked_with_lent_walks(pos, rules, square, opposite(side), ObservationPurpose::Paralysis,
                                  ObservationLevel::Observation, [](Square) { return true; });
}

bool Functionary::admits(const Position& pos, const Rules& rules, const Move& m) const {
  return m.kind == MoveKind::Null || enabled(pos, rules, m.from, pos.side_to_move());
}

bool Functionary::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  return enabled(pos, rules, o.from, o.by);
}

void apply_functionary_chess(Rules& rules, const std::vector<std::string>& arguments) {
  // (Compared with Popeye beside AnnanChess, a solution was missing: REGRESSIONS/4_63_to_4_65.inp 72.)
  rules.exclude(
      kCapabilityWalksLentUnreadByObservationTests, "FunctionaryChess",
      "observations with walks lent by other units than the one behind (Annan) are not supported yet");
  expect_no_arguments("FunctionaryChess", arguments);
  rules.add_module(std::make_unique<Functionary>());
}

const ConditionEntry& functionary_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "FunctionaryChess", .fr = "EchecsFonctionnaire", .de = "BeamtenSchach", .seeds = {}},
      .apply = &apply_functionary_chess,
      // (A neutral unit observed by either side: not compared with Popeye.)
      .refuses_neutral_units = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
