// DarkSide (conditions/recolouring/darkside.h): a unit other than a royal one that arrives in the enemy's
// half changes side. The positions are ours, the boards after the move worked out by hand from the rule
// (Popeye 4.104's conditions/darkside.c); Popeye's example and a position of ours run through Popeye
// (tests/data/darkside) are compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(DarkSide, AUnitArrivingInTheEnemyHalfChangesSide) {
  const auto rules = chess_with("DarkSide");
  // Nc3-d5: the fifth rank is Black's half, the knight becomes Black's.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/2N5/8/4K3 w - - 0 1", "c3d5"), "4k3/8/8/3n4/8/8/8/4K3 b - - 1 1");
  // Nc3-e4 stays in White's half.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/2N5/8/4K3 w - - 0 1", "c3e4"), "4k3/8/8/8/4N3/8/8/4K3 b - - 1 1");
  // Black's rook arriving on the fourth rank becomes White's.
  EXPECT_EQ(after(*rules, "r3k3/8/8/8/8/8/8/4K3 b - - 0 1", "a8a4"), "4k3/8/8/8/R7/8/8/4K3 w - - 1 2");
}

TEST(DarkSide, KingsNeverChangeSide) {
  const auto rules = chess_with("DarkSide");
  EXPECT_EQ(after(*rules, "7k/8/8/8/4K3/8/8/8 w - - 0 1", "e4e5"), "7k/8/8/4K3/8/8/8/8 b - - 1 1");
}

TEST(DarkSide, TheChangeDecidesCheck) {
  const auto rules = chess_with("DarkSide");
  // Rd1-d5: a black rook on d5, away from the white king's lines.
  EXPECT_EQ(after(*rules, "7k/8/8/8/8/8/8/3R2K1 w - - 0 1", "d1d5"), "7k/8/8/3r4/8/8/8/6K1 b - - 1 1");
  // Rd1-d6: the rook becomes Black's on d6, and checks the white king d2: the move is illegal.
  EXPECT_FALSE(legal(*rules, "7k/8/8/8/8/8/3K4/3R4 w - - 0 1", "d1d6"));
}

TEST(DarkSide, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"DarkSide", {"White"}}}), std::invalid_argument);
}

TEST(DarkSide, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("DarkSide");
  EXPECT_GE(expect_perft_two_ways(*rules), 1);
  random_games_round_trip(*rules, 220);
}

// Popeye's example and ours (tests/data/darkside) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(DarkSideProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "darkside");

}  // namespace
}  // namespace nightrider
