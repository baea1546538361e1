// Chameleon chess (Popeye `ChameleonChess`, French `EchecsCameleon`, German `ChamaeleonSchach`,
// optionally followed by a cycle of piece codes) and the chameleon cycle (`ChameleonSequence`, French
// `CameleonSequence`, German `Chamaeleonsequenz`, followed by piece codes).
//
// Under Chameleon chess every unit that moves changes kind on the square it arrives on, as a chameleon
// unit does (conditions/transmutation/chameleon_units.h): knight -> bishop -> rook -> queen -> knight,
// other kinds (kings, pawns) staying what they are; a pawn's promotion is its change for that move.
// Popeye writes the change as a promotion, `Sg1-f3=B`, and refuses chameleon units beside it.
//
// ChameleonSequence gives the cycle that chameleon units and Chameleon chess follow instead of the
// default (Popeye reads it as ChameleonChess's codes): each kind written becomes the next one written,
// the last the first (`ChameleonSequence Q R B S Q`, `Chamaeleonsequenz D T L S`); every kind not written
// stays itself. Alone, without chameleon units, it changes nothing.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "rules/rules.h"

namespace nightrider::conditions {

void apply_chameleon_chess(Rules& rules, const std::vector<std::string>& arguments);
void apply_chameleon_sequence(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& chameleon_chess_condition();
const ConditionEntry& chameleon_sequence_condition();

}  // namespace nightrider::conditions
