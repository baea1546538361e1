// SuperGuards (Popeye `SuperGuards`, French `Supergardes`, German `SuperDeckungen`): a unit guarded by a
// unit of its own side cannot be taken, nor observed: a king so guarded is not in check.
// AntiGuards (Popeye `AntiGuards`, French `Antigardes`, German `AntiDeckungen`), the other way round: only
// a guarded unit can be taken or observed: a king is in check only while a unit of its side guards it.
//
// As Popeye 4.104 plays it (conditions/superguards.c, read, not copied): "guarded" is observed by the
// taken unit's side, on the board before the capture (the capturer still on its square), each guard's
// observation judged by the rules on the observer and the line (paralysis, Monochrome …) but not again
// by this one; every observation is judged so, for check and for the other conditions' tests alike.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class SuperGuards final : public RuleModule {
 public:
  // `anti`: AntiGuards (a capture needs the guard SuperGuards forbids).
  explicit SuperGuards(bool anti = false) : anti_(anti) {}
  const char* name() const override { return anti_ ? "AntiGuards" : "SuperGuards"; }
  unsigned hooks() const override { return kHookFilter | kHookObservation; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  ObservationLevel observation_level() const override { return ObservationLevel::Observation; }

 private:
  bool anti_;
};

// Is the square `s` guarded by `side` (observed, by the observation rules below SuperGuards' level)?
bool superguarded(const Position& pos, const Rules& rules, Square s, Colour side);

void apply_superguards(Rules& rules, const std::vector<std::string>& arguments);
void apply_antiguards(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& superguards_condition();
const ConditionEntry& antiguards_condition();

}  // namespace nightrider::conditions
