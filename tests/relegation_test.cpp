// Relegation chess (conditions/transmutation/relegation.h): a unit other than a pawn or king whose move
// ends on its side's second rank becomes a pawn there. Positions of our own whose moves Popeye 4.104
// lists the same (tests/data/relegation/own_relegation); Popeye's examples compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Relegation, AUnitArrivingOnItsSecondRankBecomesAPawn) {
  const auto rules = chess_with("RelegationChess");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/7R/8/4K3 w - - 0 1", "h3h2"), "4k3/8/8/8/8/8/7P/4K3 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/r7/8/8/8/8/4K3 b - - 0 1", "a6a7"), "4k3/p7/8/8/8/8/8/4K3 w - - 1 2");
  // Elsewhere nothing changes; the other side's second rank is not the unit's.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/7R/8/4K3 w - - 0 1", "h3h7"), "4k3/7R/8/8/8/8/8/4K3 b - - 1 1");
}

TEST(Relegation, KingsAndPawnsStayWhatTheyAre) {
  const auto rules = chess_with("RelegationChess");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1e2"), "4k3/8/8/8/8/8/4K3/8 b - - 1 1");
}

TEST(Relegation, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"RelegationChess", {"TypeB"}}}), std::invalid_argument);
}

TEST(Relegation, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("RelegationChess");
  EXPECT_GT(expect_perft_two_ways(*rules), 0);
  random_games_round_trip(*rules, 252);
}

NIGHTRIDER_POPEYE_PROBLEM_SUITE(RelegationProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "relegation");

}  // namespace
}  // namespace nightrider
