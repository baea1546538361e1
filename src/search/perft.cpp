#include "search/perft.h"

#include "notation/move_text.h"

namespace nightrider {

uint64_t perft_general(const Rules& rules, Position& pos, int depth) {
  if (depth <= 0) return 1;
  MoveList moves;
  rules.legal_moves(pos, moves);
  if (depth == 1) return moves.size();
  uint64_t total = 0;
  for (const Move& m : moves) {
    rules.play(pos, m);
    total += perft_general(rules, pos, depth - 1);
    rules.undo(pos);
  }
  return total;
}

uint64_t perft(const Rules& rules, Position& pos, int depth) {
  // A variant's own fast board where it has one and models the position; the general path otherwise.
  if (depth > 0 && rules.fast_perft())
    if (const auto nodes = rules.fast_perft()(rules, pos, depth)) return *nodes;
  return perft_general(rules, pos, depth);
}

std::vector<std::pair<std::string, uint64_t>> perft_divide(const Rules& rules, Position& pos, int depth) {
  std::vector<std::pair<std::string, uint64_t>> out;
  MoveList moves;
  rules.legal_moves(pos, moves);
  for (const Move& m : moves) {
    const std::string text = to_uci(rules, pos, m);
    rules.play(pos, m);
    out.emplace_back(text, depth <= 1 ? 1 : perft(rules, pos, depth - 1));
    rules.undo(pos);
  }
  return out;
}

}  // namespace nightrider
