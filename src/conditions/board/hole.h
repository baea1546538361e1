// Holes (Popeye `Hole <squares>`, French `Trou`, German `Loch`; seed "Trou - Hole"): the squares given
// are blocked for the whole problem: nothing stands on them, nothing crosses them (riders stop before
// them, hoppers find no hurdle there), leapers jump over them. The rule set lists them
// (RuleParams::blocked_squares) and every position of it holds a hole there (PieceKind::Hole, put by the
// problem's setup and by a FEN); Popeye draws them as blank squares.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "rules/rules.h"

namespace nightrider::conditions {

void apply_hole(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& hole_condition();

}  // namespace nightrider::conditions
