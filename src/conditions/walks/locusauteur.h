// Locusauteur (seed 48; Popeye has the pieces, not the condition, so the keyword `Locusauteur` is ours):
// the locusts take the orthodox pieces' places (RULES.md 4.1, 48; their walks: 4.3, pieces/locust.h) --
// the nightrider-locust the knight's, the bishop-locust the bishop's, the rook-locust the rook's and the
// locust the queen's: their letters N, B, R and Q (so the game array), the promotions; units of the
// four orthodox kinds are refused. With no rook, no castling (docs/rules-decisions.md).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "rules/rules.h"

namespace nightrider::conditions {

void apply_locusauteur(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& locusauteur_condition();

}  // namespace nightrider::conditions
