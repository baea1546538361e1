// Volage and Hypervolage (conditions/recolouring/volage.h), one position per clause: a unit that ends
// on a square of the other colour than the one it left changes side, under Volage once (then it is
// Spent, ' in FEN), under Hypervolage every time; kings never; a unit Circe brings back on a square of
// the other colour than the one it was taken on changes side too. Perft two ways and random games as for
// every condition; fairy_volage__001 to 006 match Popeye (tests/data/solver_conditions.tsv).
#include <gtest/gtest.h>

#include <string>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Volage, AUnitChangesSideTheFirstTimeItChangesSquareColour) {
  auto rules = chess_with("Volage");
  // A knight always lands on the other colour: it becomes Black's, and is spent.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", "b1c3"), "4k3/8/8/8/8/2n'5/8/4K3 b - - 1 1");
  // Spent, it stays Black's when it changes colour again.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/2n'5/8/4K3 b - - 0 1", "c3d5"), "4k3/8/8/3n'4/8/8/8/4K3 w - - 1 2");
  // A bishop never changes colour; a rook that keeps its colour (a1-a3) changes nothing.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "c1g5"), "4k3/8/8/6B1/8/8/8/4K3 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a3"), "4k3/8/8/8/8/R7/8/4K3 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a2"), "4k3/8/8/8/8/8/r'7/4K3 b - - 1 1");
  // Kings never change.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1e2"), "4k3/8/8/8/8/8/4K3/8 b - - 1 1");
}

TEST(Hypervolage, AUnitChangesSideEveryTime) {
  auto rules = chess_with("Hypervolage");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", "b1c3"), "4k3/8/8/8/8/2n5/8/4K3 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/2n5/8/4K3 b - - 0 1", "c3d5"), "4k3/8/8/3N4/8/8/8/4K3 w - - 1 2");
}

TEST(Volage, CirceRebirthOnTheOtherColourChangesSide) {
  // Written before Circe, Volage still comes after the rebirth it recolours.
  auto rules = chess_with(ConditionList{{"Volage", {}}, {"Circe", {}}});
  // The bishop takes the pawn on d4 (dark); the pawn is reborn on d7 (light): it becomes White's. The
  // bishop stayed on its colour.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/3p4/8/1B6/4K3 w - - 0 1", "b2d4"), "4k3/3P'4/8/8/3B4/8/8/4K3 b - - 0 1");
  // A knight is reborn on the square of its colour (b8 for f6): it keeps its side.
  EXPECT_EQ(after(*rules, "4k3/8/5n2/8/3B4/8/8/4K3 w - - 0 1", "d4f6"), "1n2k3/8/5B2/8/8/8/8/4K3 b - - 0 1");
}

TEST(Volage, PerftTwoWaysAndRandomGames) {
  for (const char* name : {"Volage", "Hypervolage"}) {
    auto rules = chess_with(name);
    EXPECT_EQ(expect_perft_two_ways(*rules), 3) << name;
    random_games_round_trip(*rules, 23);
  }
}

}  // namespace
}  // namespace nightrider
