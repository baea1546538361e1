// Popeye's pawned pieces (its pieces/walks/pawns/combined.c): a leaper or rider with part of a pawn's
// walk beside it. The dragon `DR` moves as a pawn and a knight, the gryphon `GY` makes a pawn's steps
// forward and moves as a bishop, the ship `SH` makes a pawn's captures (en passant too) and moves as a
// rook. Their pawn moves are a pawn's: none from their own first rank, a double step from their second,
// en passant captures; but they never promote (Popeye's pawns are only its pawn kinds) and their own
// double step cannot be taken en passant (Popeye opens en passant after a pawn's double step alone:
// Rules' drop_lapsed_en_passant closes it). They check as they take; the gryphon's steps never take.
#pragma once

#include "pieces/piece_def.h"

namespace nightrider {

extern const SpecialWalk kDragonWalk;
extern const SpecialWalk kGryphonWalk;
extern const SpecialWalk kShipWalk;

}  // namespace nightrider
