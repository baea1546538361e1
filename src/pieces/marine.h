// Popeye's marine pieces (pieces/walks/marine.c): they move as their namesake and take as a locust
// does, passing over the enemy unit they would have taken and landing on the square right behind it,
// which must be empty. The sirene `SI` (a queen), triton `TR` (a rook), nereide `ND` (a bishop), the
// marine knight `MS` and Poseidon `PO` (a king, and royal as one). A rider takes the first unit on its line;
// a leaper the unit a leap away, landing a second leap beyond. They check the same way (a king with an
// empty square behind it), and Popeye writes the capture as the locust's: "SIc2*e4-f5".
#pragma once

#include "pieces/piece_def.h"

namespace nightrider {

extern const SpecialWalk kSireneWalk;        // queen lines
extern const SpecialWalk kTritonWalk;        // rook lines
extern const SpecialWalk kNereideWalk;       // bishop lines
extern const SpecialWalk kMarineKnightWalk;  // knight leaps
extern const SpecialWalk kPoseidonWalk;      // king leaps
// The marine pawn `MP` takes as a locust a diagonal step forward: over an enemy unit there to the
// square right behind it, which must be empty; where that diagonal square is the one an enemy pawn just
// passed, it takes that pawn en passant, landing behind the square passed ("MPc5*a7 ep."). Its steps
// forward are a pawn's (its parts); it promotes to the marine pieces. The marine ship `MH` moves as the
// triton and takes as the triton and the marine pawn.
extern const SpecialWalk kMarinePawnWalk;  // the captures only
extern const SpecialWalk kMarineShipWalk;

}  // namespace nightrider
