// MAFF (Popeye `MAFF`, seed 49): a different mate. A side is immobile, as the goals mate and stalemate
// ask, when its king has exactly one legal move and no other unit has any (Rules::immobile): so a king
// in check with one flight and nothing else to play is mated, and a king in check with no flight at all
// is not. The moves themselves are those of chess. This is Popeye's reading, for either side; the
// seed's (WinChloe's) rule about the Black king's checks is not implemented (docs/rules-decisions.md).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Maff final : public RuleModule {
 public:
  const char* name() const override { return "MAFF"; }
  unsigned hooks() const override { return kHookImmobility; }
  std::optional<bool> immobile(Position& pos, const Rules& rules) const override;
};

void apply_maff(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& maff_condition();

}  // namespace nightrider::conditions
