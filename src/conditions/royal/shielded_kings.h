// Shielded kings (Popeye `ShieldedKings`, German `SchutzKoenige`, French `ShieldedKings`): a royal unit
// neither takes nor observes (so checks) an enemy royal unit that a unit of its own side observes, so
// kings guarded by their own units may stand side by side. The guard is judged by the geometry and
// observer hooks (Madrasi, Woozles …), as Popeye asks it (conditions/shielded_kings.c).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class ShieldedKings final : public RuleModule {
 public:
  const char* name() const override { return "ShieldedKings"; }
  unsigned hooks() const override { return kHookFilter | kHookObservation; }
  ObservationLevel observation_level() const override { return ObservationLevel::Observation; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  bool judges_units_alone() const override { return true; }
  // May the unit on `from`, for `by`, take (or observe) on `target`: is it not a royal unit facing a
  // royal unit that the other side guards?
  static bool may_take(const Position& pos, const Rules& rules, Square from, Square target, Colour by);
};

void apply_shielded_kings(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& shielded_kings_condition();

}  // namespace nightrider::conditions
