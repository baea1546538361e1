// The mark Popeye writes after a move: " +" for check, and the goal's mark (" #", " =", " ==") in its
// place when the move ends the play; for any board of the solver's interface.
#pragma once

#include <string>

#include "solver/problem.h"

namespace nightrider::solver {

// `board` is the position after the move.
template <class Board>
std::string move_mark(Board& board, Goal goal) {
  const bool check = board.in_check();
  if (board.has_legal_move()) return check ? " +" : "";
  if (check) return " #";
  if (goal == Goal::DoubleStalemate) {
    board.play_null();
    const bool other_stuck = !board.in_check() && !board.has_legal_move();
    board.undo_null();
    if (other_stuck) return " ==";
  }
  return " =";
}

}  // namespace nightrider::solver
