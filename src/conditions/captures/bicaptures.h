// Bicaptures (Popeye `Bicaptures`, WinChloe "Bicaptures"): a side may take its own units as well as the
// other side's, kings aside. Check stays "attacked by the other side", as Popeye solves: in
// fairy_bicaptures__001 Black's king stands attacked by its own pawn with White to play. (Popeye
// refuses a diagram where the side to play could take its own king; Nightrider does not look for that.)
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// Sets RuleParams::capture_own_units: the generators do the rest.
void apply_bicaptures(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& bicaptures_condition();

}  // namespace nightrider::conditions
