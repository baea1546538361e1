// The search on chess's fast board (search/chess_search_board.h) against the search on the general
// board, with the checks every fast board passes (tests/support/fast_search_board_checks.h): along random
// games both boards give the same legal moves (as general Move values), the same key (the general core's
// Zobrist hash), check, evaluation, capture gains and static exchanges; with the moves of every node in one
// canonical order both searches walk the same tree (same nodes, score, best move and principal variation);
// conditions and the other variants keep the general board.
#include <gtest/gtest.h>

#include <random>

#include "eval/chess_bitboard_eval.h"
#include "search/chess_search_board.h"
#include "support/fast_search_board_checks.h"

namespace nightrider {
namespace {

// Positions with castling, en passant, promotions and pins (the perft suite's well-known positions).
const char* const kFastBoardFens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
};

auto make_chess_fast_board(const Rules& rules, const ChessBitboardEvaluator& fast_eval,
                           const ChessBitboardEvaluator& fast_material) {
  return [&](const Position& pos, const Evaluator& values, bool material_only) {
    EXPECT_TRUE(ChessSearchBoard::models(rules, pos)) << to_fen(rules, pos);
    return ChessSearchBoard(rules, pos, values, material_only ? fast_material : fast_eval);
  };
}

TEST(FastSearchBoard, AgreesWithTheGeneralBoardAlongRandomGames) {
  const auto rules = make_variant("chess");
  EvalConfig material;
  material.material_only = true;
  const ChessBitboardEvaluator fast_eval(*rules, EvalConfig{});
  const ChessBitboardEvaluator fast_material(*rules, material);
  std::mt19937 random(27);
  testing::FastBoardWalk walk;
  for (const char* fen : kFastBoardFens) {
    testing::walk_random_games_on_both_boards(*rules, fen, 12, 120, random,
                                              make_chess_fast_board(*rules, fast_eval, fast_material), walk);
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_GT(walk.positions, 5000);
  EXPECT_GT(walk.exchanges, 500);  // (the exchange was compared where it has a value)
  EXPECT_GT(walk.checks, 100);
  EXPECT_GT(walk.promotions, 20);
  EXPECT_GT(walk.castlings, 20);
  EXPECT_GT(walk.en_passants, 5);
  EXPECT_GT(walk.tactical_moves, size_t{5000});
}

// Same moves at every node (canonical order) make the same tree: the boards differ only in speed.
TEST(FastSearchBoard, SearchesTheSameTreeAsTheGeneralBoard) {
  const auto rules = make_variant("chess");
  for (const char* fen : kFastBoardFens) testing::expect_same_search_trees(*rules, fen, 6);
}

// A game's history counts for repetitions on the fast board as on the general one; the search scores
// the repeated position as a draw.
TEST(FastSearchBoard, GameHistoryCountsForRepetitions) {
  const auto rules = make_variant("chess");
  const ChessBitboardEvaluator fast_eval(*rules, EvalConfig{});
  testing::expect_game_history_counts(*rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                      {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"}, "f6g8",
                                      [&](const Position& pos, const Evaluator& values) {
                                        return ChessSearchBoard(*rules, pos, values, fast_eval);
                                      });
}

TEST(FastSearchBoard, ChessSearchesOnTheFastBoardAndConditionsOnTheGeneralOne) {
  testing::expect_board_choice<ChessSearchBoard>(
      {
          {"chess", "", true, true},
          {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", true, true},
          {"chess+circe", "", false, false},
          {"chess+madrasi", "", false, false},
          {"chess+andernach", "", false, false},
          {"magnetic", "", false, true},  // (on its own fast board: search_magnetic_board_test.cpp)
          {"rococo", "", false, true},    // (on its own fast board: search_rococo_board_test.cpp)
      },
      "chess");
}

// A position the bitboard board does not model goes to the general board: a right on a square where
// castling keeps none (the FEN's lone rights list), a unit with an attribute.
TEST(FastSearchBoard, PositionsTheBitboardsDoNotModelStayGeneral) {
  const auto chess = make_variant("chess");
  EXPECT_TRUE(ChessSearchBoard::models(*chess, parse_fen(*chess, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")));
  EXPECT_FALSE(ChessSearchBoard::models(*chess, parse_fen(*chess, "4k3/8/8/8/8/8/8/1R2K2R w K[b1] - 0 1")));
}

}  // namespace
}  // namespace nightrider
