#include "solver/turn_board.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

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
  // (A turn that is one unit going on is written as one move: "Bb1*c2*d3-b1".)
  const bool one_unit = board_.rules().params().turn_is_one_unit_going_on;
  for (int i = 0; i < t.count; ++i) {
    out += (i && !one_unit ? "/" : "") + board_.text(t.moves[i], i > 0 && one_unit);
    board_.play(t.moves[i]);
  }
  for (int i = 0; i < t.count; ++i) board_.undo();
  return out;
}

std::vector<int> TurnBoard::popeye_places(const std::vector<Turn>& line, PopeyeGenerator last_move) const {
  if (!board_.rules().params().turn_is_one_unit_going_on) return {};
  std::vector<Move> moves;
  for (const Turn& t : line)
    for (int i = 0; i < t.count; ++i) moves.push_back(t.moves[i]);
  const std::vector<int> places = board_.popeye_places(moves, last_move);
  if (places.size() != moves.size()) return {};
  std::vector<int> out;
  size_t at = 0;
  for (const Turn& t : line) {
    for (int i = 0; i < t.count; ++i) out.push_back(places[at++]);
    out.push_back(-1);
  }
  return out;
}

void TurnBoard::order_as_popeye(std::vector<Turn>& turns, PopeyeGenerator generator) const {
  std::vector<std::pair<std::vector<int>, size_t>> keyed;
  for (size_t i = 0; i < turns.size(); ++i) {
    std::vector<int> places = popeye_places({turns[i]}, generator);
    if (places.empty()) return;
    keyed.emplace_back(std::move(places), i);
  }
  std::stable_sort(keyed.begin(), keyed.end());
  std::vector<Turn> sorted;
  for (const auto& [places, i] : keyed) sorted.push_back(turns[i]);
  turns = std::move(sorted);
}

std::optional<std::vector<Turn>> TurnBoard::popeye_numbered_turns() {
  if (!board_.position().royals(board_.position().side_to_move()).empty()) return std::nullopt;
  List turns;
  legal_moves(turns);
  for (const Turn& t : turns)
    if (popeye_places({t}).empty()) return std::nullopt;
  order_as_popeye(turns);
  return turns;
}

}  // namespace nightrider::solver
