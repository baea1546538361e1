// NoCapture, NoWhiteCapture, NoBlackCapture (conditions/captures/nocapture.h): the side (both, or the
// one named) makes no capture; check is unchanged. Expected moves are Popeye 4.104's (h~1 on the first
// position under NoWhiteCapture: 1.d5*e4 for Black, no capture for White); the examples of Popeye that
// use them match (docs/conditions.md). Perft two ways and random games as for every condition.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(NoCapture, TheSideNamedTakesNothing) {
  const auto white = chess_with("NoWhiteCapture");
  const std::string fen = "7k/8/8/3p4/4P3/8/8/K2R4 w - - 0 1";
  EXPECT_FALSE(legal(*white, fen, "e4d5"));
  EXPECT_TRUE(legal(*white, fen, "e4e5"));
  EXPECT_TRUE(legal(*white, "7k/8/8/3p4/4P3/8/8/K2R4 b - - 0 1", "d5e4"));
  EXPECT_FALSE(legal(*chess_with("NoBlackCapture"), "7k/8/8/3p4/4P3/8/8/K2R4 b - - 0 1", "d5e4"));
  EXPECT_TRUE(legal(*chess_with("NoBlackCapture"), fen, "e4d5"));
  const auto both = chess_with("NoCapture");
  EXPECT_FALSE(legal(*both, fen, "e4d5"));
  EXPECT_FALSE(legal(*both, "7k/8/8/3p4/4P3/8/8/K2R4 b - - 0 1", "d5e4"));
}

TEST(NoCapture, CheckIsTheAttackStill) {
  const auto both = chess_with("NoCapture");
  EXPECT_TRUE(in_check(*both, "3k4/8/8/8/8/8/8/K2R4 b - - 0 1"));
  // The king may not step into an attack, nor take the checking unit.
  EXPECT_FALSE(legal(*both, "8/8/8/8/8/8/2k5/K2R4 b - - 0 1", "c2d1"));
  EXPECT_FALSE(legal(*both, "8/8/8/8/8/8/2k5/K2R4 b - - 0 1", "c2c1"));
}

TEST(NoCapture, BadArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"NoCapture", {"White"}}}), std::invalid_argument);
}

TEST(NoCapture, PerftTwoWaysAndRandomGames) {
  uint32_t seed = 5;
  for (const char* name : {"NoCapture", "NoWhiteCapture", "NoBlackCapture"}) {
    const auto rules = chess_with(name);
    EXPECT_EQ(expect_perft_two_ways(*rules), 3) << name;
    random_games_round_trip(*rules, seed++);
  }
}

}  // namespace
}  // namespace nightrider
