#include "search/perft.h"

#include "notation/move_text.h"
#include "variants/chess_bitboard.h"

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

namespace {

// The orthodox 8x8 fast path takes positions of rule sets that allow it (no side effects, no hooks that
// the bitboard board does not know).
bool fast_path_applies(const Rules& rules, const Position& pos) {
  return rules.fast_path() && pos.geometry().width() == 8 && pos.geometry().height() == 8 && pos.underworld().empty();
}

bitboard::Setup to_setup(const Rules& rules, const Position& pos) {
  bitboard::Setup setup;
  for (int rank = 0; rank < 8; ++rank)
    for (int file = 0; file < 8; ++file) {
      const Piece p = pos.at(Square(file, rank));
      setup.board[rank * 8 + file] = p.is_empty() ? '.' : rules.fen_char(p);
    }
  setup.white_to_move = pos.side_to_move() == Colour::White;
  auto right = [&](int file, int rank) { return pos.has_right(Square(file, rank)); };
  setup.castle_white_king = right(4, 0) && right(7, 0);
  setup.castle_white_queen = right(4, 0) && right(0, 0);
  setup.castle_black_king = right(4, 7) && right(7, 7);
  setup.castle_black_queen = right(4, 7) && right(0, 7);
  const Square ep = pos.en_passant();
  setup.en_passant = ep.is_some() ? ep.rank() * 8 + ep.file() : -1;
  return setup;
}

}  // namespace

uint64_t perft(const Rules& rules, Position& pos, int depth) {
  if (depth > 0 && fast_path_applies(rules, pos)) {
    bitboard::Board board(to_setup(rules, pos));
    return bitboard::perft(board, depth);
  }
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
