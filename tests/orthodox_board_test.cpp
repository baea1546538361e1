// The solver's orthodox board: the key it predicts for a move before playing it (the search looks the
// child up in the table with it) is the key it has after playing it, for every kind of move.
#include "solver/orthodox_board.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace nightrider::solver {
namespace {

// Rows from rank 8 to rank 1, as in a FEN's board field ('.' for empty).
bitboard::Setup setup(const std::string& rows, bool white, int en_passant = -1) {
  bitboard::Setup s;
  for (int rank = 0; rank < 8; ++rank)
    for (int file = 0; file < 8; ++file)
      s.board[static_cast<size_t>(rank * 8 + file)] = rows[static_cast<size_t>((7 - rank) * 8 + file)];
  s.white_to_move = white;
  s.castle_white_king = s.castle_white_queen = s.castle_black_king = s.castle_black_queen = true;
  s.en_passant = en_passant;
  return s;
}

TEST(OrthodoxBoard, TheKeyAfterAMoveIsKnownBeforeItIsPlayed) {
  // Castling both ways and rights lost by king, rook and capture on a corner; double steps, en passant
  // and promotions with and without capture.
  const bitboard::Setup starts[] = {
      setup("r...k..r"
            "pPp..p.p"
            "........"
            "...pP..."
            "........"
            "........"
            "Pp...P.P"
            "R...K..R",
            true, 43),  // d6: e5xd6 e.p.
      setup("rnbqkbnr"
            "pppppppp"
            "........"
            "........"
            "........"
            "........"
            "PPPPPPPP"
            "RNBQKBNR",
            true),
  };
  std::mt19937 rng(7);
  int moves_checked = 0, double_steps = 0, castlings = 0, promotions = 0, en_passant = 0;
  for (const auto& start : starts) {
    for (int game = 0; game < 40; ++game) {
      OrthodoxBoard board(start);
      OrthodoxBoard::List moves;
      for (int ply = 0; ply < 60; ++ply) {
        board.legal_moves(moves);
        if (moves.empty()) break;
        for (const auto& m : moves) {
          const uint64_t predicted = board.key_after(m);
          board.play(m);
          ASSERT_EQ(predicted, board.key())
              << "move " << int(m.from) << "-" << int(m.to) << " at ply " << ply;
          board.undo();
          ++moves_checked;
          double_steps += (m.flags & bitboard::kDoublePush) != 0;
          castlings += (m.flags & bitboard::kCastle) != 0;
          promotions += (m.flags & bitboard::kPromotion) != 0;
          en_passant += (m.flags & bitboard::kEnPassant) != 0;
        }
        board.play(moves[rng() % moves.size()]);
      }
    }
  }
  // (Every kind of move was met, many times.)
  EXPECT_GT(moves_checked, 50000);
  EXPECT_GT(double_steps, 100);
  EXPECT_GT(castlings, 100);
  EXPECT_GT(promotions, 20);
  EXPECT_GT(en_passant, 20);
}

}  // namespace
}  // namespace nightrider::solver
