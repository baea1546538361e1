// Tibet chess (Popeye `Tibet`, French `Tibet`, German `TibetSchach`) and double Tibet chess
// (`DoubleTibet`, `DoubleTibet`, `DoppeltibetSchach`): a unit that takes a unit of another walk changes
// side where it stands after the capture (its walk counted after a promotion), kings and royal units
// aside, as an Andernach capturer does (conditions/recolouring/andernach.h). Under Tibet only Black's
// capturers change; under double Tibet both sides'. A capture of a unit of the same walk changes nothing.
// As Popeye 4.104 plays them (conditions/tibet.c, read, not copied).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Tibet final : public RuleModule {
 public:
  explicit Tibet(bool both_sides) : both_sides_(both_sides) {}
  const char* name() const override { return both_sides_ ? "double tibet" : "tibet"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

 private:
  bool both_sides_;
};

void apply_tibet(Rules& rules, const std::vector<std::string>& arguments);
void apply_double_tibet(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& tibet_condition();
const ConditionEntry& double_tibet_condition();

}  // namespace nightrider::conditions
