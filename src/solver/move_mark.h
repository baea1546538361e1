// The mark Popeye writes after a move: " +" for check, and the goal's mark (" #", " =", " ==", " x")
// in its place when the move ends the play; for any board of the solver's interface.
#pragma once

#include <string>

#include "solver/problem.h"

namespace nightrider::solver {

// `board` is the position after the move; `goal_move`: the move reaches the stipulated goal and ends
// the play (then a capture goal is marked " x").
template <class Board>
std::string move_mark(Board& board, Goal goal, bool goal_move = false) {
  // (Popeye writes the check before the marks of the goals that do not imply one: " + x", " + z".)
  if (goal_move && goal == Goal::Capture) return board.in_check() ? " + x" : " x";
  if (goal_move && goal == Goal::Check) return " +";  // also when the check mates, as Popeye marks it
  if (goal_move && goal == Goal::TargetSquare) return board.in_check() ? " + z" : " z";
  if (goal_move && goal == Goal::Chess81) return board.in_check() ? " + c81" : " c81";
  if (goal_move && goal == Goal::DoubleMate) return " ##";
  if (goal_move && goal == Goal::CounterMate) return " ##!";
  if (goal_move && goal == Goal::MateOrStalemate) return " #=";
  if (goal_move && goal == Goal::AutoMate) return " !#";
  if (goal_move && goal == Goal::AutoStalemate) return " !=";
  // Goals Popeye marks with nothing: only a check is marked (a stalemate or mate is not the goal; a ~1
  // that takes the last enemy unit is not marked "=").
  if (goal_move && (goal == Goal::AnyMove || goal == Goal::Castling || goal == Goal::EnPassant ||
                    goal == Goal::Circuit || goal == Goal::Exchange || goal == Goal::Kiss ||
                    goal == Goal::CircuitByRebirth || goal == Goal::ExchangeByRebirth))
    return board.in_check() ? " +" : "";
  const bool check = board.in_check();
  // Towards a double mate a mate that is not the goal is only a check (Popeye: under ##! the mated
  // side plays on).
  if (is_double_mate(goal)) return check ? " +" : "";
  bool immobile;
  if constexpr (requires { board.immobile_as_marked(); })
    immobile = goal_move ? board.immobile() : board.immobile_as_marked();
  else
    immobile = board.immobile();
  if (!immobile) return check ? " +" : "";
  if (check) return " #";
  if (goal == Goal::DoubleStalemate) {
    board.play_null();
    const bool other_stuck = !board.in_check() && board.immobile();
    board.undo_null();
    if (other_stuck) return " ==";
  }
  return " =";
}

}  // namespace nightrider::solver
