// The search on the anti-king games' fast board (search/antiking_search_board.h) against the search on
// the general board, with the checks every fast board passes (tests/support/fast_search_board_checks.h):
// along random games of Anti-King Chess I and II both boards give the same legal moves (as general Move
// values), the same key (the general core's Zobrist hash), check (the anti-king's inverted check),
// evaluation, capture gains and static exchanges; with the moves of every node in one canonical order both
// searches walk the same tree (same nodes, score, best move and principal variation).
#include <gtest/gtest.h>

#include <random>

#include "eval/antiking_bitboard_eval.h"
#include "search/antiking_search_board.h"
#include "support/fast_search_board_checks.h"

namespace nightrider {
namespace {

struct AntikingFen {
  const char* variant;
  const char* fen;
};

// The start positions and the hand-made positions of tests/antiking_test.cpp's perft comparison (anti-
// checks, castling, en passant, royal leaps, promotions), where random games begin.
const AntikingFen kAntikingFens[] = {
    {"antiking1", "2prbkqA/2p1nnbr/2pppppp/8/8/PPPPPP2/RBNN1P2/aQKBRP2 w KAka - 0 1"},
    {"antiking1", "2r4k/8/8/1n6/R2A4/8/8/a6K w A - 0 1"},
    {"antiking1", "k3rA2/8/8/8/7R/8/2N3p1/4K2a w K - 0 1"},
    {"antiking1", "a5r1/R5P1/8/7k/6A1/3nn3/3P4/K7 w - - 0 1"},
    {"antiking2", "rnbqkbnr/pppppppp/3A4/8/8/3a4/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
    {"antiking2", "k2r4/8/8/8/3A4/4N3/6a1/4K2R w K - 0 1"},
    {"antiking2", "rnbqkbnr/pppp1ppp/3A4/4p2Q/4P2a/8/PPPP1PPP/RNB1KBNR w KQkq - 2 3"},
    {"antiking2", "rnbqkbnr/1pppp1pp/p2A4/4Pp2/8/3a4/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"},
    {"antiking2", "k7/2Q5/8/3p4/3PA3/6N1/6PP/4K1Ba b - - 0 1"},
};

TEST(AntikingSearchBoard, AgreesWithTheGeneralBoardAlongRandomGames) {
  std::mt19937 random(27);
  testing::FastBoardWalk walk;
  for (const AntikingFen& start : kAntikingFens) {
    const auto rules = make_variant(start.variant);
    EvalConfig material;
    material.material_only = true;
    const antiking_board::Config config = *antiking_board::config_for(*rules);
    const AntikingBitboardEvaluator fast_eval(*rules, EvalConfig{}, config);
    const AntikingBitboardEvaluator fast_material(*rules, material, config);
    testing::walk_random_games_on_both_boards(
        *rules, start.fen, 40, 120, random,
        [&](const Position& pos, const Evaluator& values, bool material_only) {
          EXPECT_TRUE(AntikingSearchBoard::models(*rules, pos)) << to_fen(*rules, pos);
          return AntikingSearchBoard(*rules, pos, values, material_only ? fast_material : fast_eval);
        },
        walk);
    if (::testing::Test::HasFatalFailure()) return;
  }
  // (Every feature was met along the way.)
  EXPECT_GT(walk.positions, 5000);
  EXPECT_GT(walk.exchanges, 500);
  EXPECT_GT(walk.checks, 100);
  EXPECT_GT(walk.promotions, 20);
  EXPECT_GT(walk.castlings, 20);
  EXPECT_GT(walk.en_passants, 5);
  EXPECT_GT(walk.negative_gains, 20);  // (the anti-king's captures of its own units)
}

// Same moves at every node (canonical order) make the same tree: the boards differ only in speed.
// (Black to move in the last position has lost already, A17: no move on either board.)
TEST(AntikingSearchBoard, SearchesTheSameTreeAsTheGeneralBoard) {
  for (const AntikingFen& start : kAntikingFens)
    testing::expect_same_search_trees(*make_variant(start.variant), start.fen, 6);
}

TEST(AntikingSearchBoard, GameHistoryCountsForRepetitions) {
  const auto rules = make_variant("antiking2");
  const AntikingBitboardEvaluator fast_eval(*rules, EvalConfig{}, *antiking_board::config_for(*rules));
  testing::expect_game_history_counts(*rules, to_fen(*rules, start_position(*rules)),
                                      {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"}, "f6g8",
                                      [&](const Position& pos, const Evaluator& values) {
                                        return AntikingSearchBoard(*rules, pos, values, fast_eval);
                                      });
}

// The anti-king games search on their fast board; with a condition added, or a position the board does
// not hold (a hole on d4), on the general one.
TEST(AntikingSearchBoard, AntikingGamesSearchOnTheFastBoardAndConditionsOnTheGeneralOne) {
  testing::expect_board_choice<AntikingSearchBoard>(
      {
          {"antiking1", "", true, true},
          {"antiking2", "", true, true},
          {"antiking2", "rnbqkbnr/1pppp1pp/p2A4/4Pp2/8/3a4/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", true, true},
          {"antiking2+circe", "", false, false},
          {"antiking1+madrasi", "", false, false},
          {"antiking2", "rnbqkbnr/pppppppp/3A4/8/3#4/3a4/PPPPPPPP/RNBQKBNR w KQkq - 0 1", false, false},
          {"chess", "", false, true},
      },
      "antiking1");
}

}  // namespace
}  // namespace nightrider
