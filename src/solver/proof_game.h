// Proof games: `dia n` (from the game array, White to move, to the diagram in n moves; n.5 adds one
// White half-move) and `a=>b n` (from the units set up before the stipulation to those set up after it;
// Black moves first unless WhiteToPlay). As in Popeye, the diagram is reached when every square holds
// the same unit (kind, colour, attributes); castling and en-passant rights are not compared. Without
// exact-, the shorter games (whole moves fewer, the same side first) are solutions too.
//
// The search plays every legal move ply by ply. Under orthodox walks (no condition, or conditions that
// keep chess's moves: ConditionEntry::keeps_orthodox_moves) a lower bound cuts it: per side,
// the moves its units need to stand on their target squares (empty-board distances, a pawn promoting on
// the way, castling as one king move that takes a rook along), the captures it must make (units of the
// other side that are gone in the diagram, pawns that change files), and counts that can only fall
// (units of a side, pawns, promoted units). Positions that led nowhere with so many plies left are
// remembered.
#pragma once

#include <vector>

#include "core/move.h"
#include "core/position.h"
#include "solver/problem.h"
#include "solver/search_spec.h"
#include "solver/solution.h"
#include "solver/solver.h"

namespace nightrider::solver {

// The game array of orthodox chess, as a problem's units (the start of a `dia` proof game).
std::vector<Unit> game_array_units();

// Which side plays first: White in `dia`, in `a=>b` Black unless the option WhiteToPlay says White; in
// `ser-a=>b` White, unless WhiteToPlay (Popeye then has Black play the series).
bool proof_game_white_first(const ProblemTwin& twin);

// Solves a twin whose stipulation is a proof game (is_proof_game): the lines in Popeye's text, or the
// error. (solve_twin hands such twins here.)
TwinSolution solve_proof_game_twin(const ProblemTwin& twin, const SolveSettings& settings, SearchControl& control,
                                   SolveProgress& progress);

}  // namespace nightrider::solver
