// The locust (Popeye `L`, German `H` Heuschrecke): it moves only by taking. Along a queen line it goes
// over empty squares to the first unit; if that is an enemy unit (not a king, not an uncapturable one)
// and the square right behind it is empty, it lands there and takes the unit it passed. It checks the
// same way: a king with an empty square right behind it. Popeye writes the capture square, then the
// landing square: "Lc2*e4-f5".
#pragma once

#include "pieces/piece_def.h"

namespace nightrider {

extern const SpecialWalk kLocustWalk;

}  // namespace nightrider
