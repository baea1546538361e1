// CAST chess (conditions/captures/cast.h): a unit that could take two units or more takes none and
// checks not; under Inverse a unit takes and checks only then. Expected values worked out by hand from
// Popeye's definition (conditions/cast.c) and checked with Popeye 4.104 (tests/data/cast_chess:
// own_two_targets_take_none); Popeye's examples compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(CastChess, AUnitWithTwoCapturesTakesNone) {
  const auto rules = chess_with("CASTChess");
  // The rook on a1 could take the knight on a5 and the bishop on e1.
  EXPECT_FALSE(legal(*rules, "4k3/8/8/n7/8/8/8/R3b1K1 w - - 0 1", "a1a5"));
  EXPECT_FALSE(legal(*rules, "4k3/8/8/n7/8/8/8/R3b1K1 w - - 0 1", "a1e1"));
  EXPECT_TRUE(legal(*rules, "4k3/8/8/n7/8/8/8/R5K1 w - - 0 1", "a1a5"));
  // A pawn's four promotions by one capture are one capture.
  EXPECT_TRUE(legal(*rules, "2r1k3/1P6/8/8/8/8/8/6K1 w - - 0 1", "b7c8q"));
  EXPECT_FALSE(legal(*rules, "r1r1k3/1P6/8/8/8/8/8/6K1 w - - 0 1", "b7c8q"));
}

TEST(CastChess, AUnitChecksOnlyWithOneCapture) {
  const auto rules = chess_with("CASTChess");
  // The rook on a1 attacks the king on a8 and the bishop on e1: the king is one of two units it could take.
  EXPECT_FALSE(in_check(*rules, "k7/8/8/8/8/8/8/R3b1K1 b - - 0 1"));
  EXPECT_TRUE(in_check(*rules, "k7/8/8/8/8/8/8/R5K1 b - - 0 1"));
  // So the bishop may not leave e1 (its own move would leave the rook one capture, the king).
  EXPECT_FALSE(legal(*rules, "k7/8/8/8/8/8/8/R3b1K1 b - - 0 1", "e1d2"));
  EXPECT_TRUE(legal(*rules, "k7/8/8/8/8/8/8/R3b1K1 b - - 0 1", "a8b8"));
}

TEST(CastChess, InverseTakesAndChecksOnlyWithTwoCaptures) {
  const auto rules = chess_with(ConditionList{{"CASTChess", {"Inverse"}}});
  EXPECT_TRUE(legal(*rules, "4k3/8/8/n7/8/8/8/R3b1K1 w - - 0 1", "a1a5"));
  EXPECT_FALSE(legal(*rules, "4k3/8/8/n7/8/8/8/R5K1 w - - 0 1", "a1a5"));
  EXPECT_TRUE(in_check(*rules, "k7/8/8/8/8/8/8/R3b1K1 b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "k7/8/8/8/8/8/8/R5K1 b - - 0 1"));
}

TEST(CastChess, BadArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"CASTChess", {"Strict"}}}), std::invalid_argument);
}

TEST(CastChess, PerftTwoWaysAndRandomGames) {
  for (const bool inverse : {false, true}) {
    const auto rules =
        inverse ? chess_with(ConditionList{{"CASTChess", {"Inverse"}}}) : chess_with("CASTChess");
    EXPECT_EQ(expect_perft_two_ways(*rules), 3);
    random_games_round_trip(*rules, inverse ? 37 : 36);
  }
}

// Popeye's examples (tests/data/cast_chess) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(CastChessProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "cast_chess");

}  // namespace
}  // namespace nightrider
