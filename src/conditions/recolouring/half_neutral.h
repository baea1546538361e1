// Half-neutral units (Popeye's piece attribute `HalfNeutral`, German `HalbNeutral`, French `DemiNeutre`;
// core/types.h kAttributeHalfNeutral): a half-neutral unit that moves changes its state where its move
// ends (the arrival square, or where a rule carried it on): a neutral one becomes a unit of the side
// that moved it, a white or black one becomes neutral. Popeye writes the change after the move and its
// promotion, "=nh" when it becomes neutral, "=wh" / "=bh" (German "=sh", French "=bh" / "=nh") when it
// joins a side: `hnRa2-a1=nh`, `nhnRa1-a8=wh #`. Only the unit that moved changes.
#pragma once

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class HalfNeutralUnits final : public RuleModule {
 public:
  const char* name() const override { return "half-neutral units"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool after_move_brings_units() const override { return false; }
};

// The piece attribute: HalfNeutralUnits joins the rule set before the conditions, as in Popeye, where
// the unit changes on its arrival square before their side effects: AntiSuperCirce then sends the
// changed unit, `hnBe4*h7=nh[nhnBh7->b5]`.
const AttributeEntry& half_neutral_attribute();

}  // namespace nightrider::conditions
