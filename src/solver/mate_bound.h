// A quick, safe test for help play on the orthodox board: can one side still be checkmated within the
// moves left? It answers "no" only when every square its king could reach fails one of two necessary
// conditions, measured on an empty board (so they are lower bounds whatever stands in the way):
//  - some unit of the mating side can reach a square attacking the king's square in time;
//  - each square next to it that no mating unit can come to attack in time needs a blocker of the
//    mated side, and the king's moves plus the blockers' moves must fit in the mated side's budget.
// Help-play searches skip the nodes it rules out. Positions with castling rights are not judged (a
// castling king moves two squares at once).
#pragma once

#include "variants/chess_bitboard.h"

namespace nightrider::solver {

// `mated_white`: the side to be mated; `mated_moves`, `mating_moves`: the moves each side has left
// (the mating side's last one being the mate).
bool mate_possible(const bitboard::Board& board, bool mated_white, int mated_moves, int mating_moves);

}  // namespace nightrider::solver
