// Geneva chess (conditions/circe/geneva.h): a capture is legal only if the capturer's Circe rebirth
// square, counted from the square it leaves, is empty after the capture and is not that square; nothing
// is reborn; kings capture freely unless RexInclusive; check is a capture that would be legal. The
// positions are ours, the expected answers worked out from the rule (Popeye 4.104's
// conditions/geneva.c); Popeye's examples (tests/data/geneva) are compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Geneva, ACaptureNeedsTheCapturersRebirthSquareEmpty) {
  const auto rules = chess_with("GenevaChess");
  // The rook d4 (a dark square: its rebirth square is a1) takes d7 and stays there.
  EXPECT_EQ(after(*rules, "4k3/3n4/8/8/3R4/8/8/4K3 w - - 0 1", "d4d7"), "4k3/3R4/8/8/8/8/8/4K3 b - - 0 1");
  // With a1 occupied it cannot take.
  EXPECT_FALSE(legal(*rules, "4k3/3n4/8/8/3R4/8/8/B3K3 w - - 0 1", "d4d7"));
  EXPECT_TRUE(legal(*rules, "4k3/3n4/8/8/3R4/8/8/B3K3 w - - 0 1", "d4d6"));
}

TEST(Geneva, NoCaptureFromTheRebirthSquareItself) {
  const auto rules = chess_with("GenevaChess");
  EXPECT_FALSE(legal(*rules, "4k3/n7/8/8/8/8/8/R3K3 w - - 0 1", "a1a7"));
  EXPECT_TRUE(legal(*rules, "4k3/n7/8/8/8/8/R7/4K3 w - - 0 1", "a2a7"));
}

TEST(Geneva, KingsCaptureFreelyUnlessRexInclusive) {
  const std::string fen = "4k3/8/8/8/8/8/3n4/4K3 w - - 0 1";
  EXPECT_TRUE(legal(*chess_with("GenevaChess"), fen, "e1d2"));
  // Under RexInclusive the king's rebirth square is e1, the square it leaves.
  EXPECT_FALSE(legal(*chess_with(ConditionList{{"GenevaChess", {"RexInclusive"}}}), fen, "e1d2"));
}

TEST(Geneva, CheckIsACaptureThatWouldBeLegal) {
  const auto rules = chess_with("GenevaChess");
  EXPECT_TRUE(condition_checks::in_check(*rules, "3k4/8/8/8/3R4/8/8/4K3 b - - 0 1"));
  EXPECT_FALSE(condition_checks::in_check(*rules, "3k4/8/8/8/3R4/8/8/B3K3 b - - 0 1"));
}

TEST(Geneva, WordsItDoesNotFollowAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"GenevaChess", {"Couscous"}}}), std::invalid_argument);
}

TEST(Geneva, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("GenevaChess");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 164);
}

// Popeye's examples (tests/data/geneva) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(GenevaProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "geneva");

}  // namespace
}  // namespace nightrider
