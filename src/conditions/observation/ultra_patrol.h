// Ultra-Patrouille (Popeye `UltraPatrol`, WinChloe "Ultra-Patrouille"): a unit, kings included, may move
// and its observations count (check included) only while a unit of its own side observes it. Observation
// level (core/rule_module.h): the supporting observation is judged by the geometry and observer hooks
// (Madrasi …), not by this one, as Popeye does.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class UltraPatrol final : public RuleModule {
 public:
  const char* name() const override { return "ultra-patrol"; }
  unsigned hooks() const override { return kHookFilter | kHookObservation; }
  ObservationLevel observation_level() const override { return ObservationLevel::Observation; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  // Does a unit of `side` observe the unit on `square`?
  bool supported(const Position& pos, const Rules& rules, Square square, Colour side) const;
};

void apply_ultra_patrol(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& ultra_patrol_condition();

}  // namespace nightrider::conditions
