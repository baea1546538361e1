// The search on Magnetic and Anti-Magnetic Chess's fast board (search/magnetic_search_board.h) against
// the search on the general board, with the checks every fast board passes
// (tests/support/fast_search_board_checks.h): along random games of both variants the same legal moves
// (the field's promotion choices included), key, rights, king threats, game end (a king taken) and
// evaluation; with the moves of every node in one canonical order, the same search tree.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "eval/magnetic_bitboard_eval.h"
#include "search/magnetic_search_board.h"
#include "support/fast_search_board_checks.h"

namespace nightrider {
namespace {

// Where random games begin: the start, castling on both wings (the rook makes the field), pawns the
// field can carry onto their last rank (both colours), a pawn on its own first rank (it steps twice
// from there, A1), and the first openings of each variant's book (bench/books).
const char* const kMagneticFens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/pppq1ppp/2n1bn2/4p3/4P3/2N1BN2/PPPQ1PPP/R3K2R w KQkq - 0 1",
    "4k3/1P4P1/8/8/8/8/1p4p1/R3K2R w KQ - 0 1",
    "r3k2r/1P4P1/8/3n4/3N4/8/1p4p1/4K3 b kq - 0 1",
    "r3k3/p7/8/8/8/8/6p1/P3K2R w K - 0 1",
    "rnbQkbnr/p3ppp1/1q6/p1p3pp/PP1N3P/8/P2BPPP1/R2QKBNR b KQkq - 3 4",
    "r1bqkbnr/2pppppp/8/p1P5/Pp1n4/1P1P4/4PPPP/RNBQKBNR w KQkq - 1 3",
    "r1bqkb1r/ppppppnp/np6/8/6P1/6N1/PPPPPP1P/RNBQK1BR b Qkq - 2 3",
    "r2qkbnr/p1b1pppR/2pp4/2pn4/3PP3/2PQ4/PPB1PPP1/RN2KBN1 b Qkq - 0 4",
};

template <class Fens>
testing::FastBoardWalk walk_magnetic_games(const char* variant, const Fens& fens, int games) {
  const auto rules = make_variant(variant);
  const MagneticBitboardEvaluator fast_eval(*rules, EvalConfig{});
  EvalConfig material;
  material.material_only = true;
  const MagneticBitboardEvaluator fast_material(*rules, material);
  auto make_fast = [&](const Position& pos, const Evaluator& values, bool material_only) {
    // (A game over, a king taken, goes to the general board in the engine; the board still holds it.)
    if (!rules->rule_end(pos)) {
      EXPECT_TRUE(MagneticSearchBoard::models(*rules, pos)) << to_fen(*rules, pos);
    }
    return MagneticSearchBoard(*rules, pos, values, material_only ? fast_material : fast_eval);
  };
  std::mt19937 random(27);
  testing::FastBoardWalk walk;
  for (const char* fen : fens) {
    testing::walk_random_games_on_both_boards(*rules, fen, games, 120, random, make_fast, walk);
    if (::testing::Test::HasFatalFailure()) break;
  }
  return walk;
}

TEST(MagneticSearchBoard, AgreesWithTheGeneralBoardAlongRandomMagneticGames) {
  const testing::FastBoardWalk walk = walk_magnetic_games("magnetic", kMagneticFens, 40);
  // (Every feature was met along the way.)
  EXPECT_GT(walk.positions, 6000);
  EXPECT_GT(walk.king_threats, 1000);
  EXPECT_GT(walk.game_ends, 200);
  EXPECT_GT(walk.promotions, 1000);
  EXPECT_GT(walk.chosen_moves, 1000);
  EXPECT_GT(walk.castlings, 300);
  EXPECT_GT(walk.tactical_moves, size_t{20000});
}

TEST(MagneticSearchBoard, AgreesWithTheGeneralBoardAlongRandomAntimagneticGames) {
  const testing::FastBoardWalk walk = walk_magnetic_games("antimagnetic", kMagneticFens, 40);
  EXPECT_GT(walk.positions, 6000);
  EXPECT_GT(walk.king_threats, 1000);
  EXPECT_GT(walk.game_ends, 200);
  EXPECT_GT(walk.promotions, 1000);
  EXPECT_GT(walk.chosen_moves, 1000);
  EXPECT_GT(walk.castlings, 300);
  EXPECT_GT(walk.tactical_moves, size_t{20000});
}

// Same moves at every node (canonical order) make the same tree: the boards differ only in speed.
TEST(MagneticSearchBoard, SearchesTheSameTreeAsTheGeneralBoard) {
  for (const char* variant : {"magnetic", "antimagnetic"}) {
    const auto rules = make_variant(variant);
    for (const char* fen : kMagneticFens) testing::expect_same_search_trees(*rules, fen, 5);
  }
}

// (Kings make no field: their steps come back to where they began.)
TEST(MagneticSearchBoard, GameHistoryCountsForRepetitions) {
  for (const char* variant : {"magnetic", "antimagnetic"}) {
    const auto rules = make_variant(variant);
    const MagneticBitboardEvaluator fast_eval(*rules, EvalConfig{});
    testing::expect_game_history_counts(*rules, "4k3/p7/8/8/8/8/P7/4K3 w - - 0 1",
                                        {"e1e2", "e8e7", "e2e1", "e7e8", "e1e2", "e8e7", "e2e1"}, "e7e8",
                                        [&](const Position& pos, const Evaluator& values) {
                                          return MagneticSearchBoard(*rules, pos, values, fast_eval);
                                        });
  }
}

// Magnetic and Anti-Magnetic Chess search on their fast board; with a condition added, or a position the
// board does not hold (a hole, a right on a bishop), on
// the general one.
TEST(MagneticSearchBoard, MagneticGamesSearchOnTheFastBoardAndConditionsOnTheGeneralOne) {
  testing::expect_board_choice<MagneticSearchBoard>(
      {
          {"magnetic", "", true, true},
          {"antimagnetic", "", true, true},
          {"magnetic", "r3k2r/pppq1ppp/2n1bn2/4p3/4P3/2N1BN2/PPPQ1PPP/R3K2R w KQkq - 0 1", true, true},
          {"magnetic+circe", "", false, false},
          {"antimagnetic+madrasi", "", false, false},
          {"magnetic", "rnbqkbnr/pppppppp/8/8/3#4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", false, false},
          {"magnetic", "4k3/8/8/8/8/8/8/4KB2 w [f1] - 0 1", false, false},
          {"chess", "", false, true},
      },
      "magnetic");
}

}  // namespace
}  // namespace nightrider
