// Lortap (Popeye `Lortap`, French and German `Elliuortap`), Patrouille reversed: a unit may take (en
// passant included) only while no unit of its side observes it, and its observations (check included)
// count only then; its other moves are free. The supporting observation is judged by the geometry and
// observer hooks (Madrasi …), not by this one, as Popeye does (conditions/observation/ultra_patrol.h
// for Patrouille).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Lortap final : public RuleModule {
 public:
  const char* name() const override { return "Lortap"; }
  unsigned hooks() const override { return kHookFilter | kHookObservation; }
  ObservationLevel observation_level() const override { return ObservationLevel::Observation; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  // Does a unit of `side` observe the unit on `square`?
  static bool supported(const Position& pos, const Rules& rules, Square square, Colour side);
};

void apply_lortap(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& lortap_condition();

}  // namespace nightrider::conditions
