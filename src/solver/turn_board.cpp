#include "solver/turn_board.h"

#include <stdexcept>

namespace nightrider::solver {

void TurnBoard::legal_moves(List& out) {
  out.clear();
  Turn turn;
  extend(turn, out);
}

// Adds to `out` every way of ending the turn begun by `turn`'s moves (played on the board): each legal
// move that ends it is a turn; after one that does not, the same side moves on. A beginning with no
// legal way on is no turn.
void TurnBoard::extend(Turn& turn, List& out) {
  const Colour side = board_.position().side_to_move();
  MoveList moves;
  board_.legal_moves(moves);
  for (const Move& m : moves) {
    board_.play(m);
    const bool goes_on = board_.position().side_to_move() == side;
    if (goes_on && turn.count + 1 == Turn::kMaxMoves) {
      board_.undo();
      throw std::invalid_argument("a turn of more than " + std::to_string(Turn::kMaxMoves) +
                                  " moves is not supported by the solver");
    }
    turn.moves[turn.count++] = m;
    if (goes_on)
      extend(turn, out);
    else
      out.push_back(turn);
    --turn.count;
    board_.undo();
  }
}

std::string TurnBoard::text(const Turn& t) {
  std::string out;
  for (int i = 0; i < t.count; ++i) {
    out += (i ? "/" : "") + board_.text(t.moves[i]);
    board_.play(t.moves[i]);
  }
  for (int i = 0; i < t.count; ++i) board_.undo();
  return out;
}

}  // namespace nightrider::solver
