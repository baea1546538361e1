// Cavalier majeur (Popeye `CavalierMajeur`, the same in French and German; seed 20 "Cavalier majeur"):
// the nightrider takes the knight's place. Pawns promote to it where they would promote to a knight,
// its FEN letter is the knight's `N`, and a diagram or FEN with ordinary knights is refused, as Popeye
// refuses it (its message CavMajAndKnight). Conditions that name the knight's role by kind (Circe's
// game array, Einstein, Eiffel, chameleon units) are refused beside it for now
// (kCapabilityKnightRole).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// CavalierMajeur, without arguments (conditions/registry).
void apply_cavalier_majeur(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& cavalier_majeur_condition();

}  // namespace nightrider::conditions
