// Leffie (conditions/observation/leffie.h): no move may leave a unit observed by its Eiffel paralyser,
// and check is a capture of the king that would leave none so. Positions of our own whose moves Popeye
// 4.104 lists the same (tests/data/leffie/own_leffie); Popeye's examples compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Leffie, NoMoveLeavesAUnitObservedByItsParalyser) {
  const auto rules = chess_with("Leffie");
  const std::string fen = "2bqk3/p7/8/8/8/8/8/1N2KB1R w - - 0 1";
  EXPECT_FALSE(legal(*rules, fen, "h1h3"));  // a rook observed by the bishop c8
  EXPECT_TRUE(legal(*rules, fen, "h1h2"));
  EXPECT_TRUE(legal(*rules, fen, "f1d3"));
}

TEST(Leffie, CheckIsACaptureThatLeavesNoUnitSoObserved) {
  const auto rules = chess_with("Leffie");
  // Re8*e1 would leave the rook observed by the bishop c3: no check.
  EXPECT_FALSE(in_check(*rules, "k3r3/8/8/8/8/2B5/8/4K3 w - - 0 1"));
  EXPECT_TRUE(in_check(*rules, "k3r3/8/8/8/8/1B6/8/4K3 w - - 0 1"));
}

TEST(Leffie, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"Leffie", {"x"}}}), std::invalid_argument);
}

TEST(Leffie, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("Leffie");
  EXPECT_GT(expect_perft_two_ways(*rules), 0);
  random_games_round_trip(*rules, 257, 20, 40);
}

NIGHTRIDER_POPEYE_PROBLEM_SUITE(LeffieProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "leffie");

}  // namespace
}  // namespace nightrider
