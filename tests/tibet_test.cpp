// Tibet and double Tibet chess (conditions/recolouring/tibet.h): a unit that takes a unit of another walk
// changes side (under Tibet Black's only, under double Tibet both sides'), kings aside. The positions are
// ours, the expected boards worked out from the rule (Popeye 4.104's conditions/tibet.c); Popeye's
// examples (tests/data/tibet) are compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Tibet, BlacksCapturerOfAnotherWalkChangesSide) {
  const auto rules = chess_with("Tibet");
  // The black rook takes the white knight: it becomes a white rook on d4.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/3N3r/8/8/4K3 b - - 0 1", "h4d4"), "4k3/8/8/8/3R4/8/8/4K3 w - - 0 2");
  // Taking a rook, a rook stays Black's.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/3R3r/8/8/4K3 b - - 0 1", "h4d4"), "4k3/8/8/8/3r4/8/8/4K3 w - - 0 2");
}

TEST(Tibet, WhitesCapturersAndKingsKeepTheirSide) {
  const auto rules = chess_with("Tibet");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/3n3R/8/8/4K3 w - - 0 1", "h4d4"), "4k3/8/8/8/3R4/8/8/4K3 b - - 0 1");
  EXPECT_EQ(after(*rules, "8/8/8/8/3k4/3N4/8/4K3 b - - 0 1", "d4d3"), "8/8/8/8/8/3k4/8/4K3 w - - 0 2");
}

TEST(Tibet, DoubleTibetChangesBothSidesCapturers) {
  const auto rules = chess_with("DoubleTibet");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/3n3R/8/8/4K3 w - - 0 1", "h4d4"), "4k3/8/8/8/3r4/8/8/4K3 b - - 0 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/3N3r/8/8/4K3 b - - 0 1", "h4d4"), "4k3/8/8/8/3R4/8/8/4K3 w - - 0 2");
}

TEST(Tibet, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"Tibet", {"White"}}}), std::invalid_argument);
}

TEST(Tibet, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("Tibet");
  EXPECT_EQ(expect_perft_two_ways(*rules), 2);
  random_games_round_trip(*rules, 32);
  const auto both = chess_with("DoubleTibet");
  EXPECT_EQ(expect_perft_two_ways(*both), 3);
  random_games_round_trip(*both, 33);
}

// Popeye's examples (tests/data/tibet) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(TibetProblems, PopeyesTextToTheLetter, testing::expect_popeye_text, "tibet");

}  // namespace
}  // namespace nightrider
