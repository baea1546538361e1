// Siamese kings (seed 001's "Rois siamois"; Popeye has no such condition, so the keyword is ours,
// "SiameseKings", in its three languages): a side may have two or more kings; it is in check when any
// of them is attacked, so every king must be kept out of check, and a side is mated when it cannot do
// that. The core already judges check so for a side with several royal units (rules/rules.cpp); the
// condition lets a position have them (FEN, the solver's diagrams).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "rules/rules.h"

namespace nightrider::conditions {

void apply_siamese_kings(Rules& rules, const std::vector<std::string>& arguments);
const ConditionEntry& siamese_kings_condition();

}  // namespace nightrider::conditions
