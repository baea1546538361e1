// Andernach, Anti-Andernach (conditions/recolouring/andernach.h) and Ultra-Patrouille
// (conditions/observation/ultra_patrol.h), one position per clause: the capturer (Andernach) or the unit
// that took nothing (Anti-Andernach) changes side where it ends, kings never; under Ultra-Patrouille a
// unit, king included, moves and checks only while its own side observes it. Perft two ways and random
// games as for every condition.
#include <gtest/gtest.h>

#include <string>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Andernach, TheCapturerChangesSide) {
  auto rules = chess_with("AndernachChess");
  EXPECT_EQ(after(*rules, "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "d1d5"), "4k3/8/8/3q4/8/8/8/4K3 b - - 0 1");
  // A move that takes nothing changes nothing; nor does a king's capture.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1d5"), "4k3/8/8/3Q4/8/8/8/4K3 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/3n4/4K3 w - - 0 1", "e1d2"), "4k3/8/8/8/8/8/3K4/8 b - - 0 1");
}

TEST(AntiAndernach, TheUnitThatTookNothingChangesSide) {
  auto rules = chess_with("AntiAndernachChess");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1d5"), "4k3/8/8/3q4/8/8/8/4K3 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "d1d5"), "4k3/8/8/3Q4/8/8/8/4K3 b - - 0 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1d2"), "4k3/8/8/8/8/8/3K4/8 b - - 1 1");
}

TEST(UltraPatrol, AUnitMovesAndChecksOnlyWhileItsSideObservesIt) {
  auto rules = chess_with("UltraPatrol");
  // The rook on d2 is observed by the king on e1; the knight on h3 and the king by no one.
  const std::string fen = "4k3/8/8/8/8/7N/3R4/4K3 w - - 0 1";
  EXPECT_TRUE(legal(*rules, fen, "d2d5"));
  EXPECT_FALSE(legal(*rules, fen, "h3g5"));
  EXPECT_FALSE(legal(*rules, fen, "e1f1"));
  // The rook on a1 observes the king: now it moves.
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "e1f2"));
  // The rook on e4 attacks the king on e8; it checks only with the king on d3 observing it.
  EXPECT_FALSE(in_check(*rules, "4k3/8/8/8/4R3/8/8/K7 b - - 0 1"));
  EXPECT_TRUE(in_check(*rules, "4k3/8/8/8/4R3/3K4/8/8 b - - 0 1"));
}

TEST(AndernachAndUltraPatrol, PerftTwoWaysAndRandomGames) {
  for (const char* name : {"AndernachChess", "AntiAndernachChess", "UltraPatrol"}) {
    auto rules = chess_with(name);
    EXPECT_EQ(expect_perft_two_ways(*rules), 3) << name;
    random_games_round_trip(*rules, 19);
  }
}

}  // namespace
}  // namespace nightrider
