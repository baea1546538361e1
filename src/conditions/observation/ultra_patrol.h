// Ultra-Patrouille (Popeye `UltraPatrol`, WinChloe "Ultra-Patrouille"): a unit, kings included, may move
// and its observations count (check included) only while a unit of its own side observes it. Observation
// level (core/rule_module.h): the supporting observation is judged by the geometry and observer hooks
// (Madrasi …), not by this one, as Popeye does.
//
// Patrouille (Popeye `Patrouille`, German `PatrouilleSchach`; conditions/patrol.c, every unit given the
// Patrol flag, kings included) is the same module for captures only: a unit may take (en passant
// included) only while a unit of its side observes it, and its observations (check included) count only
// then; its other moves are free.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class UltraPatrol final : public RuleModule {
 public:
  // `captures_only`: Patrouille (only captures need the support), else Ultra-Patrouille (every move).
  explicit UltraPatrol(bool captures_only = false) : captures_only_(captures_only) {}
  const char* name() const override { return captures_only_ ? "patrol" : "ultra-patrol"; }
  unsigned hooks() const override { return kHookFilter | kHookObservation; }
  ObservationLevel observation_level() const override { return ObservationLevel::Observation; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  // Does a unit of `side` observe the unit on `square`?
  bool supported(const Position& pos, const Rules& rules, Square square, Colour side) const;

 private:
  bool captures_only_;
};

void apply_ultra_patrol(Rules& rules, const std::vector<std::string>& arguments);
void apply_patrol(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& ultra_patrol_condition();
const ConditionEntry& patrol_condition();

}  // namespace nightrider::conditions
