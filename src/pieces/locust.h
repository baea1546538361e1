// The locusts (Popeye `L`, `LR`, `LB`, `LN`; German `H`, `HT`, `HL`, `HN`): they move only by taking.
// Along one of their lines (the queen's, the rook's, the bishop's or the nightrider's) they go over
// empty squares to the first unit; if that is an enemy unit (not a king, not an uncapturable one) and
// the square one more step along the line is empty, they land there and take the unit they passed. They
// check the same way: a king with an empty square right behind it on the line. Popeye writes the
// capture square, then the landing square: "Lc2*e4-f5".
#pragma once

#include "pieces/piece_def.h"

namespace nightrider {

extern const SpecialWalk kLocustWalk;            // queen lines
extern const SpecialWalk kRookLocustWalk;        // rook lines
extern const SpecialWalk kBishopLocustWalk;      // bishop lines
extern const SpecialWalk kNightriderLocustWalk;  // nightrider lines

// Is this a walk whose captures land beyond the unit taken (the locusts', the marine pieces')?
bool is_locust_walk(const SpecialWalk* walk);

// Plays a locust's capture: the unit on the move's aux square is taken, the mover goes to `m.to`.
void play_locust_capture(Position& pos, const Move& m);

}  // namespace nightrider
