// PAD chess (conditions/captures/pad.h): a unit that has taken once leaves the board after its second
// capture (under Strict it may not take again); royal units only with RexInclusive. The positions are
// ours, from Popeye 4.104's rules (conditions/pad.c); Popeye's examples (tests/data/pad_chess) are
// compared as whole text. A FEN marks a unit that has taken with "'" (R').
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(PadChess, TheFirstCaptureMarksTheCapturerTheSecondTakesItOff) {
  const auto rules = chess_with("PADChess");
  const std::string first = after(*rules, "k7/p7/8/8/p7/8/8/R6K w - - 0 1", "a1a4");
  EXPECT_EQ(first, "k7/p7/8/8/R'7/8/8/7K b - - 0 1");
  EXPECT_EQ(after(*rules, after(*rules, first, "a8b8"), "a4a7"), "1k6/8/8/8/8/8/8/7K b - - 0 2");
}

TEST(PadChess, UnderStrictAMarkedUnitNeitherTakesNorChecks) {
  const auto rules = chess_with(ConditionList{{"PADChess", {"Strict"}}});
  EXPECT_FALSE(legal(*rules, "k7/p7/8/8/R'7/8/8/7K w - - 0 1", "a4a7"));
  EXPECT_FALSE(in_check(*rules, "k7/8/8/8/R'7/8/8/7K b - - 0 1"));
  const auto plain = chess_with("PADChess");
  EXPECT_TRUE(in_check(*plain, "k7/8/8/8/R'7/8/8/7K b - - 0 1"));
}

TEST(PadChess, AKingIsLeftAloneUnlessRexInclusive) {
  const auto rules = chess_with("PADChess");
  EXPECT_EQ(after(*rules, "k7/8/8/8/8/8/6p1/7K w - - 0 1", "h1g2"), "k7/8/8/8/8/8/6K1/8 b - - 0 1");
  const auto inclusive = chess_with(ConditionList{{"PADChess", {"RexInclusive"}}});
  EXPECT_EQ(after(*inclusive, "k7/8/8/8/8/8/6p1/7K w - - 0 1", "h1g2"), "k7/8/8/8/8/8/6K'1/8 b - - 0 1");
  EXPECT_FALSE(legal(*inclusive, "k7/8/8/8/8/8/6pp/7K' w - - 0 1", "h1g2"));
}

TEST(PadChess, OtherArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"PADChess", {"Parrain"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"Volage", {}}, {"PADChess", {}}}), std::invalid_argument);
}

TEST(PadChess, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("PADChess");
  expect_perft_two_ways(*rules);
  random_games_round_trip(*rules, 238);
}

// Popeye's examples (tests/data/pad_chess) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(PadChessProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "pad_chess");

}  // namespace
}  // namespace nightrider
