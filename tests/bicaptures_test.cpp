// Bicaptures (conditions/captures/bicaptures.h): a side takes its own units as well as the other side's,
// never a king, and check stays "attacked by the other side" as Popeye solves (the corpus problem
// fairy_bicaptures__001 has Black's king attacked by its own pawn with White to play). Perft two ways and
// random games as for every condition.
#include <gtest/gtest.h>

#include <string>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Bicaptures, ASideTakesItsOwnUnitsButNoKing) {
  auto rules = chess_with("Bicaptures");
  const std::string fen = "4k3/8/8/3P4/8/8/8/3QK3 w - - 0 1";
  EXPECT_EQ(after(*rules, fen, "d1d5"), "4k3/8/8/3Q4/8/8/8/4K3 b - - 0 1");
  EXPECT_FALSE(legal(*chess_with(ConditionList{}), fen, "d1d5"));
  // Pawns take their own units diagonally forward, as they take the other side's.
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/2N5/1P6/4K3 w - - 0 1", "b2c3"));
  // No king is taken, its own side's or the other.
  EXPECT_FALSE(legal(*rules, "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1e1"));
}

TEST(Bicaptures, CheckIsStillAnAttackByTheOtherSide) {
  auto rules = chess_with("Bicaptures");
  // Black's pawn on c7 attacks d6, where its king stands: no check (fairy_bicaptures__001's diagram).
  EXPECT_FALSE(in_check(*rules, "8/2p5/3k4/8/8/8/8/K7 b - - 0 1"));
  EXPECT_TRUE(in_check(*rules, "8/8/3k4/8/8/8/8/K2R4 b - - 0 1"));
}

TEST(Bicaptures, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("Bicaptures");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  // (Taking one's own units is a capture like any other: no side effects to count.)
  random_games_round_trip(*rules, 83);
}

}  // namespace
}  // namespace nightrider
