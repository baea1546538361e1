// Glasgow chess (Popeye `GlasgowChess`, French `EchecsGlasgow`, German `GlasgowSchach`; seed 41
// "Glasgow"): pawns promote on the 7th rank (Black's on the 2nd), and under Circe the units reborn on the
// promotion rank (those outside the game array) are reborn there too. It applies before the other
// conditions (its order), which read the rank when they are added.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// GlasgowChess, without arguments (conditions/registry).
void apply_glasgow_chess(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& glasgow_chess_condition();

}  // namespace nightrider::conditions
