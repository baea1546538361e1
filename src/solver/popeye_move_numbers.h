// Option MoveNumbers outside battle play: the first moves Popeye numbers in help, series and proof-game
// play, in its order, each as its progress line shows it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "solver/general_board.h"
#include "solver/problem.h"

namespace nightrider::solver {

// Does Popeye write its line for each first move it tries? With MoveNumbers, and with StartMoveNumber or
// UpToMoveNumber, which choose first moves by those numbers (options/movenumbers.c writes the lines of
// the moves they keep).
inline bool writes_move_numbers(const Options& options) {
  return options.move_numbers || options.start_move_number || options.up_to_move_number;
}

struct PopeyeNumberedMoves {
  std::vector<std::string> texts;  // each first move as a line writes it ("Sb1-c3")
  std::vector<std::string> lines;  // as its progress line writes it ("Sb1-c3 +"); empty: counted, not written
};

// The first moves Popeye numbers from `general` (the side to move plays them) in help, series and
// proof-game play, in its order: the moves it generates, each promotion once, less those a condition
// rejects before the move is played through. Popeye counts a first move where its move has been played
// (options/movenumbers.c, the restart guard just after the move slice of the branch's first move,
// stipulation/help_play/branch.c), so it counts the moves its generation keeps and the move's own play
// does not reject (Strict Circe's capture onto an occupied rebirth square, say), the ones that leave
// the mover's king in check too (its self-check guard comes after). Ours: the pseudo-legal moves the
// conditions admit and whose legality hooks pass after the move, the king's safety aside
// (moves_ignoring_check). Options StartMoveNumber and UpToMoveNumber: the moves outside are counted,
// not written. nullopt where the order is not known or two moves read alike (a choice of rebirth
// squares, say).
std::optional<PopeyeNumberedMoves> popeye_numbered_moves(GeneralBoard general, const Options& options);

// Is `m` (generated, illegal) a move Popeye numbers though a rule rejects it, because that rule's test
// comes after Popeye's count (Checkless chess's: a check that does not mate)?
bool popeye_numbers_after_legality_hooks(GeneralBoard& general, const Move& m);

// The place (1-based) of each line's first move, given as written, among `numbered`; nullopt where one is
// not there or the places fall (the lines do not come in Popeye's order of their first moves).
std::optional<std::vector<int>> popeye_first_move_places(const PopeyeNumberedMoves& numbered,
                                                         const std::vector<std::string>& first_moves);

}  // namespace nightrider::solver
