// Alphabetic chess (Popeye `AlphabeticChess`, French `EchecsAlphabetiques`, German
// `AlphabetischesSchach`; one side only: `WhiteAlphabeticChess` / `BlancEchecsAlphabetiques` /
// `WeissesAlphabetischesSchach`, `BlackAlphabeticChess` / `NoirEchecsAlphabetiques` /
// `SchwarzesAlphabetischesSchach`): the side moves the unit that stands first, in the order a1 a2 … a8
// b1 … h8, among its units that have a legal move. Check is untouched.
//
// Popeye's reading (conditions/alphabetic.c): a mummer at "regular" strictness whose measure is the
// departure square, so the Maximummer module does it (MummerAim::FirstInAlphabet); castling departs from
// the king's square.
#pragma once

#include "conditions/condition_entry.h"

namespace nightrider::conditions {

const ConditionEntry& alphabetic_condition();
const ConditionEntry& white_alphabetic_condition();
const ConditionEntry& black_alphabetic_condition();

}  // namespace nightrider::conditions
