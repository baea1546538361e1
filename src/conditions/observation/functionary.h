// Functionary chess (Popeye `FunctionaryChess`, French `EchecsFonctionnaire`, German `BeamtenSchach`):
// a unit moves, takes and observes (so checks) only while an enemy unit observes it; kings too.
// Whether an enemy unit observes it asks the geometry and observer hooks only (Popeye's observer
// validation, which does not ask the functionary rule itself): an unobserved enemy functionary still
// makes a unit mobile, as in Popeye.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Functionary final : public RuleModule {
 public:
  const char* name() const override { return "functionary"; }
  unsigned hooks() const override { return kHookFilter | kHookObservation; }
  ObservationLevel observation_level() const override { return ObservationLevel::Observation; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  // (Attacks on the units only.)
  bool judges_units_alone() const override { return true; }

  // May the unit on `square`, moving or observing for `side`, act (an enemy unit observes it)?
  bool enabled(const Position& pos, const Rules& rules, Square square, Colour side) const;
};

void apply_functionary_chess(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& functionary_chess_condition();

}  // namespace nightrider::conditions
