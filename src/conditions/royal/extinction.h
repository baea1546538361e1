// Extinction chess (Popeye `ExtinctionChess`, French `EchecsExtinction`, German `AusrottungsSchach`;
// seed 38 "Extinction"): every kind of unit is royal as a kind. A side is in check when the other side
// could take its last unit of some kind (king included); mate is such a threat that cannot be parried.
// Kings are not royal as units (a side may have none, or two, one of them taken), and pawns may promote
// to kings.
//
// Popeye's reading (conditions/extinction.c): the capture is played to see whether the kind is really
// gone afterwards (under Circe the unit is reborn, under Andernach the capturer becomes one), so a check
// hook asks, for each unit that is its side's last of its kind and is attacked, whether one of the
// attackers' captures leaves the side without that kind.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class ExtinctionChess final : public RuleModule {
 public:
  const char* name() const override { return "ExtinctionChess"; }
  unsigned hooks() const override { return kHookCheck; }
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;
};

// ExtinctionChess, without arguments (conditions/registry).
void apply_extinction_chess(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& extinction_chess_condition();

}  // namespace nightrider::conditions
