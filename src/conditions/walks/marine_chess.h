// Marine chess (Popeye `MarineChess`, French `EchecsMarins`, German `MarinesSchach`) and Ultramarine
// chess (`UltramarineChess`, `EchecsUltramarins`, `UltramarinesSchach`): Popeye's marine pieces take
// the orthodox pieces' places in its standard walks (pieces/walks/walks.c) — the sirene the queen's,
// the triton the rook's, the nereide the bishop's, the marine knight the knight's; under Ultramarine
// chess the Poseidon the king's too. Pawns promote to them (in Popeye's order of its walks), and the
// triton castles with the king (with the Poseidon under Ultramarine chess). Orthodox pieces stay
// allowed beside them; a pawn may promote to those the diagram holds.
//
// The conditions that name a piece's role by kind (Circe's game array, Einstein, chameleon units, …)
// are refused beside them (kCapabilityKnightRole), as are proof games (their game array), for now.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "rules/rules.h"

namespace nightrider::conditions {

void apply_marine_chess(Rules& rules, const std::vector<std::string>& arguments);
void apply_ultramarine_chess(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& marine_chess_condition();
const ConditionEntry& ultramarine_chess_condition();

}  // namespace nightrider::conditions
