// Gravitation (conditions/movers/gravitation.h; seed 001's 42, RULES.md 4.1 and B): after its move a unit
// other than a king or a pawn steps back one square towards its own side, taking whatever stands there.
// One position per clause, worked out by hand; perft two ways and random games as for every condition.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Gravitation, AUnitStepsBackAndTakesWhatStandsThereOfEitherSide) {
  auto rules = chess_with("Gravitation");
  // From the game array Nb1-c3 falls back to c2 and takes White's own c-pawn.
  EXPECT_EQ(after(*rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "b1c3"),
            "rnbqkbnr/pppppppp/8/8/8/8/PPNPPPPP/R1BQKBNR b KQkq - 0 1");
  // The rook takes a3 and falls back to a2, where Black's second pawn stands: two units taken by one move.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/p6R/p7/4K3 w - - 0 1", "h3a3"), "4k3/8/8/8/8/8/R7/4K3 b - - 0 1");
  // Black's units fall up the board: Nb8-c6 lands on c7.
  EXPECT_EQ(after(*rules, "1n2k3/8/8/8/8/8/8/4K3 b - - 0 1", "b8c6"), "4k3/2n5/8/8/8/8/8/4K3 w - - 1 2");
}

TEST(Gravitation, NoStepFromTheFirstRankNorForKingsAndPawns) {
  auto rules = chess_with("Gravitation");
  // A knight landing on its own first rank stays there; kings and pawns never step back.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/1N6/4K3 w - - 0 1", "b2d1"), "4k3/8/8/8/8/8/8/3NK3 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1e2"), "4k3/8/8/8/8/8/4K3/8 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2e4"), "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
  // A pawn that promotes moved as a pawn: the new queen stays on the last rank.
  EXPECT_EQ(after(*rules, "8/P3k3/8/8/8/8/8/4K3 w - - 0 1", "a7a8q"), "Q7/4k3/8/8/8/8/8/4K3 b - - 0 1");
}

TEST(Gravitation, AStepBackOntoAKingIsNoMove) {
  auto rules = chess_with("Gravitation");
  // Rb3-b2 would fall back onto White's own king on b1, Rb3-b5 onto nothing: only the first is refused.
  // (Kings are never taken: check stays the plain attack; docs/rules-decisions.md.)
  EXPECT_FALSE(legal(*rules, "4k3/8/8/8/8/1R6/8/1K6 w - - 0 1", "b3b2"));
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/1R6/8/1K6 w - - 0 1", "b3b5"));
  // Nor onto the enemy king: Nc5-e6 would fall to e5, where Black's king stands.
  EXPECT_FALSE(legal(*rules, "8/8/8/2N1k3/8/8/8/4K3 w - - 0 1", "c5e6"));
}

TEST(Gravitation, CheckIsJudgedWhereTheUnitsStandAfterTheFall) {
  auto rules = chess_with("Gravitation");
  // Ra1-a5 falls to a4 and checks the king on h4 along the fourth rank.
  EXPECT_TRUE(in_check(*rules, after(*rules, "8/8/8/8/7k/8/8/R3K3 w - - 0 1", "a1a5")));
  // Ra1-a4 falls to a3: no check.
  EXPECT_FALSE(in_check(*rules, after(*rules, "8/8/8/8/7k/8/8/R3K3 w - - 0 1", "a1a4")));
}

TEST(Gravitation, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("Gravitation");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 42);
}

}  // namespace
}  // namespace nightrider
