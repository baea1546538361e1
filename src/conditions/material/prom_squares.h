// Promotion squares (Popeye `WhitePromSquares`, `BlackPromSquares`; French `BlancCasePromotion`,
// `NoirCasePromotion`; German `UWFeldWeiss`, `UWFeldSchwarz`, followed by squares): the side's pawns
// promote on the squares listed, wherever they are, a double step's arrival included, and nowhere
// else (Popeye's flags WhPromSq and BlPromSq, set from the list instead of the last rank).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "rules/rules.h"

namespace nightrider::conditions {

void apply_white_prom_squares(Rules& rules, const std::vector<std::string>& arguments);
void apply_black_prom_squares(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& white_prom_squares_condition();
const ConditionEntry& black_prom_squares_condition();

}  // namespace nightrider::conditions
