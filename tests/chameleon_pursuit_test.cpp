// Chameleon pursuit (conditions/recolouring/chameleon_pursuit.h): a unit arriving on the square the
// other side's move just left changes side. Popeye 4.104's examples compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(ChameleonPursuit, AUnitArrivingWhereTheLastMoveLeftChangesSide) {
  const auto rules = chess_with("ChameleonPursuit");
  const std::string first = after(*rules, "k7/8/8/8/8/8/8/R5K1 b - - 0 1", "a8b8");
  const std::string second = after(*rules, first, "a1a8");
  EXPECT_EQ(second.substr(0, 3), "rk6");  // the rook on a8 is Black's now
  // Elsewhere nothing changes.
  EXPECT_EQ(after(*rules, first, "a1a7").substr(0, 7), "1k6/R7/");
}

TEST(ChameleonPursuit, APawnThatChangedSideAfterItsDoubleStepIsNotTakenEnPassant) {
  const auto rules = chess_with("ChameleonPursuit");
  // Ng5-f3 leaves g5; g7-g5 arrives there and the pawn becomes White's: no en passant square.
  const std::string second = after(*rules, "4k3/6p1/8/5PN1/8/8/8/4K3 w - - 0 1", "g5f3");
  const std::string third = after(*rules, second, "g7g5");
  EXPECT_EQ(third.substr(0, 25), "4k3/8/8/5PP1/8/5N2/8/4K3 ");
  EXPECT_NE(third.find(" w - - "), std::string::npos) << third;
}

TEST(ChameleonPursuit, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"ChameleonPursuit", {"x"}}}), std::invalid_argument);
}

TEST(ChameleonPursuit, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("ChameleonPursuit");
  expect_perft_two_ways(*rules);
  random_games_round_trip(*rules, 255);
}

NIGHTRIDER_POPEYE_PROBLEM_SUITE(ChameleonPursuitProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "chameleon_pursuit");

}  // namespace
}  // namespace nightrider
