// Tests of the orthodox 8x8 bitboard fast path (src/variants/chess_bitboard.h).
#include "variants/chess_bitboard.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "test_support.h"
#include "variants/variants.h"

namespace nightrider::bitboard {
namespace {

const Rules& chess() {
  static const auto rules = make_chess();
  return *rules;
}

// Positions come through the project's FEN reader and the same conversion perft() uses.
Setup setup_from_fen(const std::string& fen) { return setup_of(chess(), parse_fen(chess(), fen)); }

std::vector<testing::PerftRow> chess_rows() {
  std::vector<testing::PerftRow> rows;
  for (const auto& row : testing::perft_rows())
    if (row.variant == "chess") rows.push_back(row);
  return rows;
}

constexpr uint64_t kMaxTestedNodes = 5'000'000;

TEST(ChessBitboard, PerftFileHasTheSixOrthodoxPositions) {
  const auto rows = chess_rows();
  EXPECT_EQ(rows.size(), 6u);
  for (const auto& row : rows) EXPECT_FALSE(row.counts.empty()) << row.fen;
}

TEST(ChessBitboard, PerftMatchesReferenceFile) {
  for (const auto& row : chess_rows()) {
    Board board(setup_from_fen(row.fen));
    const std::string before = board.dump();
    for (const auto& [depth, nodes] : row.counts) {
      if (nodes > kMaxTestedNodes) continue;
      EXPECT_EQ(perft(board, depth), nodes) << row.fen << " depth " << depth;
      EXPECT_EQ(board.dump(), before) << row.fen;
      EXPECT_EQ(board.history_size(), 0);
    }
  }
}

TEST(ChessBitboard, PerftDivideSumsToPerft) {
  for (const auto& row : chess_rows()) {
    Board board(setup_from_fen(row.fen));
    const auto divide = perft_divide(board, 3);
    uint64_t sum = 0;
    for (const auto& [move, nodes] : divide) sum += nodes;
    EXPECT_EQ(sum, perft(board, 3)) << row.fen;
    EXPECT_EQ(static_cast<int>(divide.size()), board.count_legal_moves()) << row.fen;
  }
}

TEST(ChessBitboard, LegalMoveCountMatchesPerftDepthOne) {
  for (const auto& row : chess_rows()) {
    Board board(setup_from_fen(row.fen));
    FastMove moves[Board::kMaxMoves];
    const int n = board.legal_moves(moves);
    EXPECT_EQ(static_cast<uint64_t>(n), perft(board, 1)) << row.fen;
    EXPECT_EQ(n, board.count_legal_moves()) << row.fen;
    for (const auto& [depth, nodes] : row.counts)
      if (depth == 1) {
        EXPECT_EQ(static_cast<uint64_t>(n), nodes) << row.fen;
      }
  }
}

// Perft without bulk counting: every leaf is reached through legal_moves/play/undo.
uint64_t perft_full_expansion(Board& board, int depth) {
  if (depth == 0) return 1;
  FastMove moves[Board::kMaxMoves];
  const int n = board.legal_moves(moves);
  uint64_t nodes = 0;
  for (int i = 0; i < n; ++i) {
    board.play(moves[i]);
    nodes += perft_full_expansion(board, depth - 1);
    board.undo();
  }
  return nodes;
}

TEST(ChessBitboard, BulkCountingAgreesWithFullExpansion) {
  for (const auto& row : chess_rows()) {
    Board board(setup_from_fen(row.fen));
    for (const auto& [depth, nodes] : row.counts) {
      if (depth > 4 || nodes > 500'000) continue;
      EXPECT_EQ(perft_full_expansion(board, depth), nodes) << row.fen << " depth " << depth;
    }
  }
}

// Random playouts from the six positions: at every step, undo restores the exact state, move generation
// and counting agree, generated moves are distinct and well formed, and the mover never stays in check.
TEST(ChessBitboard, RandomPlayoutsMakeUndoRestoreExactly) {
  std::mt19937_64 rng(20240611);
  int total_moves = 0;
  for (const auto& row : chess_rows()) {
    for (int game = 0; game < 6; ++game) {
      Board board(setup_from_fen(row.fen));
      std::vector<std::string> dumps{board.dump()};
      for (int ply = 0; ply < 150; ++ply) {
        FastMove moves[Board::kMaxMoves];
        const int n = board.legal_moves(moves);
        ASSERT_EQ(n, board.count_legal_moves()) << board.dump();
        for (int i = 0; i < n; ++i) {
          ASSERT_NE(moves[i].from, moves[i].to);
          ASSERT_LT(moves[i].to, 64);
          for (int j = 0; j < i; ++j) ASSERT_FALSE(moves[i] == moves[j]) << to_uci(moves[i]);
        }
        // Every move: play, check the position is consistent, undo, compare.
        const std::string here = board.dump();
        for (int i = 0; i < n; ++i) {
          board.play(moves[i]);
          // The side that just moved must not be in check: rebuilding the board from the resulting
          // position enforces exactly that (the constructor rejects it otherwise).
          ASSERT_NO_THROW(Board(board.setup())) << to_uci(moves[i]) << "\n" << here;
          board.undo();
          ASSERT_EQ(board.dump(), here) << to_uci(moves[i]);
          ++total_moves;
        }
        if (n == 0) break;
        const FastMove chosen = moves[std::uniform_int_distribution<int>(0, n - 1)(rng)];
        board.play(chosen);
        dumps.push_back(board.dump());
        // A board rebuilt from the setup behaves identically.
        Board copy(board.setup());
        ASSERT_EQ(copy.count_legal_moves(), board.count_legal_moves()) << board.dump();
        ASSERT_EQ(copy.in_check(), board.in_check());
      }
      // Unwind the whole game, comparing at every step.
      while (board.history_size() > 0) {
        dumps.pop_back();
        board.undo();
        ASSERT_EQ(board.dump(), dumps.back());
      }
      EXPECT_EQ(dumps.size(), 1u);
    }
  }
  EXPECT_GT(total_moves, 3000);
}

bool has_move(const Board& board, const std::string& uci) {
  FastMove moves[Board::kMaxMoves];
  const int n = board.legal_moves(moves);
  return std::any_of(moves, moves + n, [&](const FastMove& m) { return to_uci(m) == uci; });
}

TEST(ChessBitboard, InCheck) {
  EXPECT_FALSE(Board(setup_from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -")).in_check());
  // Scholar's mate: black is mated.
  Board mated(setup_from_fen("r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq -"));
  EXPECT_TRUE(mated.in_check());
  EXPECT_EQ(mated.count_legal_moves(), 0);
  // Knight, pawn, bishop, rook checks and a double check.
  EXPECT_TRUE(Board(setup_from_fen("4k3/8/3N4/8/8/8/8/4K3 b - -")).in_check());
  EXPECT_TRUE(Board(setup_from_fen("4k3/3P4/8/8/8/8/8/4K3 b - -")).in_check());
  EXPECT_FALSE(Board(setup_from_fen("4k3/4P3/8/8/8/8/8/4K3 b - -")).in_check());
  EXPECT_TRUE(Board(setup_from_fen("4k3/8/8/8/B7/8/8/4K3 b - -")).in_check());
  EXPECT_FALSE(Board(setup_from_fen("4k3/8/2p5/8/B7/8/8/4K3 b - -")).in_check());
  Board double_check(setup_from_fen("4k3/8/3N4/8/8/8/8/4R1K1 b - -"));
  EXPECT_TRUE(double_check.in_check());
  FastMove moves[Board::kMaxMoves];
  const int n = double_check.legal_moves(moves);
  for (int i = 0; i < n; ++i) EXPECT_EQ(moves[i].from, 60) << "only king moves in double check";
  // Stalemate: not in check, no moves.
  Board stalemate(setup_from_fen("7k/5Q2/6K1/8/8/8/8/8 b - -"));
  EXPECT_FALSE(stalemate.in_check());
  EXPECT_EQ(stalemate.count_legal_moves(), 0);
  // Playing a checking move flips in_check.
  Board b(setup_from_fen("4k3/8/8/8/8/8/8/R3K3 w - -"));
  EXPECT_FALSE(b.in_check());
  FastMove all[Board::kMaxMoves];
  const int count = b.legal_moves(all);
  for (int i = 0; i < count; ++i) {
    if (to_uci(all[i]) != "a1a8") continue;
    b.play(all[i]);
    EXPECT_TRUE(b.in_check());
    b.undo();
    EXPECT_FALSE(b.in_check());
  }
}

TEST(ChessBitboard, EnPassantRules) {
  // Horizontal pin on the fifth rank: capturing would expose the king to the rook.
  EXPECT_FALSE(has_move(Board(setup_from_fen("8/8/8/KPp4r/8/8/8/7k w - c6")), "b5c6"));
  EXPECT_TRUE(has_move(Board(setup_from_fen("8/8/8/KPp5/8/8/8/7k w - c6")), "b5c6"));
  EXPECT_TRUE(has_move(Board(setup_from_fen("7K/8/8/8/1pP4R/8/8/k7 b - c3")), "b4c3"));
  EXPECT_FALSE(has_move(Board(setup_from_fen("8/8/8/8/k1pP3R/8/8/7K b - d3")), "c4d3"));
  // Diagonal pin of the capturing pawn (king b3, bishop f7): capturing along the pin line is fine,
  // off it is not.
  EXPECT_TRUE(has_move(Board(setup_from_fen("7k/5b2/8/3Pp3/8/1K6/8/8 w - e6")), "d5e6"));
  EXPECT_FALSE(has_move(Board(setup_from_fen("7k/5b2/8/2pP4/8/1K6/8/8 w - c6")), "d5c6"));
  // The double-stepped pawn gives check: en passant removes the checker.
  Board check(setup_from_fen("8/8/8/2k5/3Pp3/8/8/4K3 b - d3"));
  EXPECT_TRUE(check.in_check());
  EXPECT_TRUE(has_move(check, "e4d3"));
  // In check from a rook: en passant does not help.
  EXPECT_FALSE(has_move(Board(setup_from_fen("7k/8/8/3Pp3/8/8/8/r3K3 w - e6")), "d5e6"));
  // An inconsistent en passant square is dropped (the FEN reader refuses one, so it is set by hand).
  bitboard::Setup inconsistent = setup_from_fen("4k3/8/8/3P4/8/8/8/4K3 w - -");
  inconsistent.en_passant = 44;  // e6, with no black pawn on e5
  Board bogus(inconsistent);
  EXPECT_EQ(bogus.setup().en_passant, -1);
  EXPECT_FALSE(has_move(bogus, "d5e6"));
  // After a double step the square is set, and undo clears it again.
  Board start(setup_from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"));
  FastMove moves[Board::kMaxMoves];
  const int n = start.legal_moves(moves);
  for (int i = 0; i < n; ++i) {
    if (to_uci(moves[i]) != "e2e4") continue;
    EXPECT_TRUE(moves[i].flags & kDoublePush);
    start.play(moves[i]);
    EXPECT_EQ(start.setup().en_passant, 20);
    start.undo();
    EXPECT_EQ(start.setup().en_passant, -1);
  }
}

TEST(ChessBitboard, CastlingRules) {
  // Flags are trusted only if king and rook stand on their squares (the FEN reader refuses such flags,
  // so they are set by hand).
  bitboard::Setup flags = setup_from_fen("r3k3/8/8/8/8/8/8/4K2R w Kq -");
  flags.castle_white_queen = flags.castle_black_king = true;
  Board no_rook(flags);
  const auto s = no_rook.setup();
  EXPECT_TRUE(s.castle_white_king);
  EXPECT_FALSE(s.castle_white_queen);
  EXPECT_FALSE(s.castle_black_king);
  EXPECT_TRUE(s.castle_black_queen);
  EXPECT_TRUE(has_move(no_rook, "e1g1"));
  EXPECT_FALSE(has_move(no_rook, "e1c1"));
  // Through an attacked square / out of check / b1 attacked only (allowed).
  EXPECT_FALSE(has_move(Board(setup_from_fen("k4r2/8/8/8/8/8/8/4K2R w K -")), "e1g1"));
  EXPECT_FALSE(has_move(Board(setup_from_fen("k3r3/8/8/8/8/8/8/4K2R w K -")), "e1g1"));
  EXPECT_TRUE(has_move(Board(setup_from_fen("1r5k/8/8/8/8/8/8/R3K3 w Q -")), "e1c1"));
  EXPECT_FALSE(has_move(Board(setup_from_fen("7k/8/8/8/8/8/8/RN2K3 w Q -")), "e1c1"));
  // Castling moves the rook; undo restores; moving or losing the rook clears the right.
  Board b(setup_from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq -"));
  const std::string before = b.dump();
  FastMove moves[Board::kMaxMoves];
  const int n = b.legal_moves(moves);
  for (int i = 0; i < n; ++i) {
    const std::string uci = to_uci(moves[i]);
    b.play(moves[i]);
    const auto after = b.setup();
    if (uci == "e1g1") {
      EXPECT_TRUE(moves[i].flags & kCastle);
      EXPECT_EQ(after.board[5], 'R');
      EXPECT_EQ(after.board[6], 'K');
      EXPECT_EQ(after.board[7], '.');
      EXPECT_FALSE(after.castle_white_king || after.castle_white_queen);
    }
    if (uci == "a1a8") {
      EXPECT_FALSE(after.castle_white_queen);
      EXPECT_TRUE(after.castle_white_king);
      EXPECT_FALSE(after.castle_black_queen);
      EXPECT_TRUE(after.castle_black_king);
    }
    b.undo();
    EXPECT_EQ(b.dump(), before) << uci;
  }
}

TEST(ChessBitboard, Promotions) {
  Board b(setup_from_fen("1r5k/P7/8/8/8/8/8/4K3 w - -"));
  EXPECT_TRUE(has_move(b, "a7a8q"));
  EXPECT_TRUE(has_move(b, "a7a8n"));
  EXPECT_TRUE(has_move(b, "a7b8r"));
  EXPECT_TRUE(has_move(b, "a7b8b"));
  EXPECT_FALSE(has_move(b, "a7a8"));
  const std::string before = b.dump();
  FastMove moves[Board::kMaxMoves];
  const int n = b.legal_moves(moves);
  for (int i = 0; i < n; ++i) {
    if (to_uci(moves[i]) != "a7b8n") continue;
    b.play(moves[i]);
    EXPECT_EQ(b.piece_at(57), 'N');
    EXPECT_EQ(b.piece_at(48), '.');
    b.undo();
  }
  EXPECT_EQ(b.dump(), before);
}

// The FEN reader refuses these positions, so they are made by editing a valid setup.
TEST(ChessBitboard, RejectsBrokenSetups) {
  const bitboard::Setup valid = setup_from_fen("4k3/8/8/8/8/8/8/6K1 w - -");
  EXPECT_NO_THROW(Board{valid});
  auto broken = [&](int square, char piece) {
    bitboard::Setup s = valid;
    s.board[square] = piece;
    return s;
  };
  EXPECT_THROW(Board(broken(60, '.')), std::invalid_argument);  // no black king
  EXPECT_THROW(Board(broken(5, 'K')), std::invalid_argument);   // two white kings
  EXPECT_THROW(Board(broken(56, 'P')), std::invalid_argument);  // a pawn on the eighth rank
  EXPECT_THROW(Board(broken(4, 'R')), std::invalid_argument);   // black, not to move, is in check
}

}  // namespace
}  // namespace nightrider::bitboard
