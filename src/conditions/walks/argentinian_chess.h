// Argentinian chess (Popeye `ArgentinianChess`, German `ArgentinischesSchach`, French
// `EchecsArgentins`): Popeye's Argentinian pieces take the orthodox pieces' places (its
// standard_walks, pieces/walks/walks.c): the senora the queen's, the faro the rook's, the loco the
// bishop's and the saltador the knight's. Pawns promote to them, in Popeye's order of its walks (senora,
// faro, loco, saltador); they take the orthodox letters, and a diagram with queens, rooks, bishops or
// knights is refused by name, as are the conditions that name a piece's role by kind (put_in_role).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// ArgentinianChess, without arguments (conditions/registry).
void apply_argentinian_chess(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& argentinian_chess_condition();

}  // namespace nightrider::conditions
