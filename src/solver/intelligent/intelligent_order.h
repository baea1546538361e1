// Popeye's intelligent mode, its second half: each target position (target_enumerator.h) is solved as
// soon as it is found, and a solution is written the first time a target finds it. A stalemate's target
// finds a play exactly when the play ends with every unit the target places on its square as that walk and
// with every black unit the target leaves unused taken: Popeye follows the play with counts of the moves
// each placed unit still needs, which are lower bounds and reach zero only there, and asks White to have
// taken the unused black units by its last move; unused white units are free. So the solutions of one
// length, found by the plain search in Popeye's plain order, come out in Popeye's intelligent order when
// they are sorted by the first target that finds them, the plain order kept among those of one target.
// A mate's target is followed along the play as Popeye's guard does (order_by_mate_targets).
#pragma once

#include <cstdint>
#include <vector>

#include "solver/intelligent/target_enumerator.h"

namespace nightrider::solver::intelligent {

struct IntelligentOrder {
  std::vector<size_t> order;  // indexes of the plays, in the order Popeye writes them
  uint64_t targets = 0;       // how many targets Popeye counts ("N potential positions in W+B")
  bool complete = true;       // false: some play no target finds (left at the end, in plain order)
};

// `finals`: for each play (in the plain order) where each unit of `input` ends, square -1 when taken.
// With `count_all` the whole enumeration is made (for the count); otherwise it stops once every play
// has its target.
IntelligentOrder order_by_stalemate_targets(const EnumerationInput& input,
                                            const std::vector<std::vector<TargetUnit>>& finals,
                                            bool count_all);

// One position of a play: where each unit of the input stands (square -1 when taken) and the castling
// rights, [side][0: queen side, 1: king side].
struct PlayPosition {
  std::vector<TargetUnit> units;
  bool castling[2][2] = {};
};

// Mates: a target finds a play when Popeye's guard lets every move of the play through (after each move
// the moves the target's units still need, the checkers' "to give check" while White has moves left,
// must fit each side's moves left, and the units standing on the squares the target keeps empty must fit
// both sides' moves; taking a unit of the target ends the line). `plays`: each play's positions after
// each of its moves, the diagram first.
IntelligentOrder order_by_mate_targets(const EnumerationInput& input,
                                       const std::vector<std::vector<PlayPosition>>& plays, bool count_all);

// Popeye's count of the moves a unit needs from one square (as one walk) to another (as another), with
// the rights to castle of the moment (count_nr_of_moves.c): `checking` for a checker on its own square.
uint32_t moves_needed(Side side, Walk from_walk, int from, Walk to_walk, int to, bool checking,
                      int black_king, const bool castling[2][2], bool test_castling);

}  // namespace nightrider::solver::intelligent
