// No captures (Popeye `NoCapture`, French `SansPrises`, German `Ohneschlag`; one side only:
// `NoWhiteCapture` / `BlancSansPrises` / `WeisserOhneSchlag`, `NoBlackCapture` / `NoirSansPrises` /
// `SchwarzerOhneSchlag`): the side (both, or the one named) makes no capture. Check is unchanged: a king
// is in check when attacked, as Popeye keeps the king's capture out of the rule.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class NoCapture final : public RuleModule {
 public:
  NoCapture(bool white, bool black) : white_(white), black_(black) {}
  const char* name() const override { return "nocapture"; }
  unsigned hooks() const override { return kHookFilter; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;

 private:
  bool white_, black_;
};

const ConditionEntry& nocapture_condition();
const ConditionEntry& no_white_capture_condition();
const ConditionEntry& no_black_capture_condition();

}  // namespace nightrider::conditions
