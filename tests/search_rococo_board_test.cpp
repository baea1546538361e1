// The search on Rococo's fast board (search/rococo_search_board.h) against the search on the general
// board, with the checks every fast board passes (tests/support/fast_search_board_checks.h): along
// random games the same legal moves (withdrawals, approaches, long leaps, cannon hops, the chameleon's
// captures, swaps and the swap-back ban, mutual destruction, frozen units' suicide), key, check,
// capture gains, static exchanges and evaluation; with the moves of every node in one canonical order,
// the same search tree.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "eval/rococo_board_eval.h"
#include "pieces/rococo/rococo.h"
#include "search/rococo_search_board.h"
#include "support/fast_search_board_checks.h"

namespace nightrider {
namespace {

// Where random games begin: the start, the first openings of the book (bench/books/rococo.txt), and
// positions of the rule tests (tests/rococo_test.cpp) with the rarer captures: a chameleon's swap that
// also takes and its combined captures, long-leaper chains, an immobilizer freezing and frozen, a cannon
// pawn's hop.
const char* const kRococoFens[] = {
    "10/1rqnbknqm1/1pppppppp1/10/10/10/10/1PPPPPPPP1/1MQNBKNQR1/10 w - - 0 1",
    "10/1rqnbknqm1/1pp2pppp1/3pp5/10/10/7P2/1PPPPPP1P1/1MQNBKNQR1/10 b - - 5 3",
    "10/1rqnbknqm1/1pppp1ppp1/5p4/10/10/2P3P1P1/1P1PPPP3/1MQNBKNQR1/10 w - - 6 4",
    "10/1rqnbknqm1/1ppp1pp1p1/5p1p2/10/10/1PP3PP2/2P1PPP3/1MQNBKNQR1/10 b - - 7 4",
    "10/1k8/10/10/3p1n4/10/1pqB1r4/10/1m3b2K1/10 w - - 0 1",
    "10/1k8/10/10/10/2nBn1p3/10/10/8K1/10 w - - 0 1",
    "10/7k2/10/10/10/4mN4/3B6/10/8K1/10 b - - 0 1",
    "10/1k8/10/10/10/10/3R1r4/10/8K1/10 w - - 0 1",
};

testing::FastBoardWalk walk_rococo_games(int games, int max_plies) {
  const auto rules = make_variant("rococo");
  const RococoBoardEvaluator fast_eval(*rules, EvalConfig{});
  EvalConfig material;
  material.material_only = true;
  const RococoBoardEvaluator fast_material(*rules, material);
  auto make_fast = [&](const Position& pos, const Evaluator& values, bool material_only) {
    EXPECT_TRUE(RococoSearchBoard::models(*rules, pos)) << to_fen(*rules, pos);
    return RococoSearchBoard(*rules, pos, values, material_only ? fast_material : fast_eval);
  };
  std::mt19937 random(27);
  testing::FastBoardWalk walk;
  for (const char* fen : kRococoFens) {
    testing::walk_random_games_on_both_boards(*rules, fen, games, max_plies, random, make_fast, walk);
    if (::testing::Test::HasFatalFailure()) break;
  }
  return walk;
}

TEST(RococoSearchBoard, AgreesWithTheGeneralBoardAlongRandomGames) {
  const testing::FastBoardWalk walk = walk_rococo_games(24, 150);
  // (Every feature was met along the way: 21,976 positions, 778 checks, 1,743 exchanges, 11,240
  // quiescence moves when written.)
  EXPECT_GT(walk.positions, 20000);
  EXPECT_GT(walk.checks, 700);
  EXPECT_GT(walk.exchanges, 1500);
  EXPECT_GT(walk.tactical_moves, size_t{10000});
}

// Same moves at every node (canonical order) make the same tree: the boards differ only in speed.
TEST(RococoSearchBoard, SearchesTheSameTreeAsTheGeneralBoard) {
  const auto rules = make_variant("rococo");
  for (const char* fen : kRococoFens) testing::expect_same_search_trees(*rules, fen, 5);
}

TEST(RococoSearchBoard, GameHistoryCountsForRepetitions) {
  const auto rules = make_variant("rococo");
  const RococoBoardEvaluator fast_eval(*rules, EvalConfig{});
  testing::expect_game_history_counts(*rules, "10/1k8/10/10/10/10/10/10/8K1/10 w - - 0 1",
                                      {"i2h3", "b9c8", "h3i2", "c8b9", "i2h3", "b9c8", "h3i2"}, "c8b9",
                                      [&](const Position& pos, const Evaluator& values) {
                                        return RococoSearchBoard(*rules, pos, values, fast_eval);
                                      });
}

// A chameleon's swap with an enemy swapper that also takes a pushme-pullyu (by withdrawal or approach)
// wins the pushme-pullyu only: the swapper changes places and stays on the board (the general core
// removes it and adds it back on the chameleon's square). Worked by hand from the rules (A12) and the
// Rococo values (rococo_eval.cpp: pushme-pullyu 1180, swapper 750): the gain is 1180 on both boards,
// not 1930 as both counted before.
TEST(RococoSearchBoard, ChameleonSwapThatTakesWinsOnlyThePushmePullyu) {
  const auto rules = make_variant("rococo");
  const auto values = make_evaluator(*rules, EvalConfig{});
  const RococoBoardEvaluator fast_eval(*rules, EvalConfig{});
  ASSERT_EQ(values->piece_value(PieceKind::PushmePullyu), 1180);
  ASSERT_EQ(values->piece_value(PieceKind::Swapper), 750);
  // White chameleon d4, black swapper f4; a black pushme-pullyu on c4 (withdrawal) or on g4 (approach).
  for (const char* fen :
       {"10/1k8/10/10/10/10/2qB1r4/10/8K1/10 w - - 0 1", "10/1k8/10/10/10/10/3B1rq3/10/8K1/10 w - - 0 1"}) {
    const Position pos = parse_fen(*rules, fen);
    GeneralSearchBoard general(*rules, pos, *values);
    RococoSearchBoard fast(*rules, pos, *values, fast_eval);
    MoveList legal;
    general.legal_moves(legal);
    bool found = false;
    for (const Move& m : legal) {
      if (to_uci(*rules, pos, m) != "d4f4") continue;
      found = true;
      EXPECT_TRUE(rococo::is_swap(m)) << fen;
      EXPECT_TRUE(m.is_capture()) << fen;
      EXPECT_EQ(general.capture_gain(m), 1180) << fen;
      EXPECT_EQ(fast.capture_gain(m), 1180) << fen;
    }
    EXPECT_TRUE(found) << fen;
  }
}

// Rococo searches on its fast board; with a condition added, or a position the board does not hold (a
// hole, more than 21 units a side), on the general one.
TEST(RococoSearchBoard, RococoSearchesOnTheFastBoardAndConditionsOnTheGeneralOne) {
  testing::expect_board_choice<RococoSearchBoard>(
      {
          {"rococo", "", true, true},
          {"rococo", "10/1rqnbknqm1/1pp2pppp1/3pp5/10/10/7P2/1PPPPPP1P1/1MQNBKNQR1/10 b - - 5 3", true, true},
          {"rococo+koeko", "", false, false},
          {"rococo+madrasi", "", false, false},
          {"rococo", "10/1rqnbknqm1/1pppppppp1/10/4#5/10/10/1PPPPPPPP1/1MQNBKNQR1/10 w - - 0 1", false,
           false},
          {"rococo", "10/1k8/10/10/10/10/1PPPPPPPP1/1PPPPPPPP1/1PPPPPPPP1/5K4 w - - 0 1", false,
           false},  // 25 units
          {"chess", "", false, true},
      },
      "rococo");
}

}  // namespace
}  // namespace nightrider
