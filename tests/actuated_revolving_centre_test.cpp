// Actuated revolving centre (conditions/board/actuated_revolving_centre.h): a move from or onto d4, d5,
// e4 or e5 turns the centre a quarter. The positions are ours, the boards after the move worked out by
// hand from the rule (Popeye 4.104's conditions/actuated_revolving_centre.c); Popeye's examples and
// positions of ours run through Popeye (tests/data/actuated_revolving_centre) are compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(ActuatedRevolvingCentre, AMoveOntoTheCentreTurnsIt) {
  const auto rules = chess_with("ActuatedRevolvingCentre");
  // Nc2-d4: the knight goes on to d5, the rook e5 to e4.
  EXPECT_EQ(after(*rules, "4k3/8/8/4r3/8/8/2N5/7K w - - 0 1", "c2d4"), "4k3/8/8/3N4/4r3/8/8/7K b - - 1 1");
}

TEST(ActuatedRevolvingCentre, AMoveFromTheCentreTurnsIt) {
  const auto rules = chess_with("ActuatedRevolvingCentre");
  // Nd5-b6: the rook e5 goes to e4.
  EXPECT_EQ(after(*rules, "4k3/8/8/3Nr3/8/8/8/7K w - - 0 1", "d5b6"), "4k3/8/1N6/8/4r3/8/8/7K b - - 1 1");
}

TEST(ActuatedRevolvingCentre, OtherMovesLeaveItAlone) {
  const auto rules = chess_with("ActuatedRevolvingCentre");
  EXPECT_EQ(after(*rules, "4k3/8/8/3Nr3/8/8/8/7K w - - 0 1", "h1g1"), "4k3/8/8/3Nr3/8/8/8/6K1 b - - 1 1");
}

TEST(ActuatedRevolvingCentre, AllFourSquaresFull) {
  const auto rules = chess_with("ActuatedRevolvingCentre");
  // Bd4-c3: d4 empties, e4's unit goes there, e5's to e4, d5's to e5.
  EXPECT_EQ(after(*rules, "4k3/8/8/3nr3/3BR3/8/8/7K w - - 0 1", "d4c3"),
            "4k3/8/8/4n3/3Rr3/2B5/8/7K b - - 1 1");
  // Ra4-d4, a rook arriving beside three others: d4's to d5, d5's to e5, e5's to e4, e4's to d4.
  EXPECT_EQ(after(*rules, "4k3/8/8/3nr3/R3B3/8/8/7K w - - 0 1", "a4d4"),
            "4k3/8/8/3Rn3/3Br3/8/8/7K b - - 1 1");
}

TEST(ActuatedRevolvingCentre, TheTurnDecidesCheck) {
  const auto rules = chess_with("ActuatedRevolvingCentre");
  // Ke4-d4 is legal: the turn takes the king to d5, out of the rook h4's line.
  EXPECT_TRUE(legal(*rules, "8/8/8/8/4K2r/8/8/k7 w - - 0 1", "e4d4"));
  // Ke4-f3 turns the centre too, but leaves the king on the rook h3's rank.
  EXPECT_FALSE(legal(*rules, "8/8/8/8/4K3/7r/8/k7 w - - 0 1", "e4f3"));
}

TEST(ActuatedRevolvingCentre, ArgumentsAndOtherBoardsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"ActuatedRevolvingCentre", {"Strict"}}}), std::invalid_argument);
}

TEST(ActuatedRevolvingCentre, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("ActuatedRevolvingCentre");
  EXPECT_GE(expect_perft_two_ways(*rules), 1);
  random_games_round_trip(*rules, 121);
}

// Popeye's examples and ours (tests/data/actuated_revolving_centre) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(ActuatedRevolvingCentreProblems, PopeyesTextToTheLetter,
                                testing::expect_popeye_text, "actuated_revolving_centre");

}  // namespace
}  // namespace nightrider
