// Edge movers (conditions/movers/edge_mover.h), one position per clause: the side's moves end on the
// board's edge; its units check only on the edge; the other side is free. Perft two ways and random
// games as for every condition; fairy_mars__008 and __009 (with Mars Circe) match Popeye
// (tests/data/solver_conditions.tsv).
#include <gtest/gtest.h>

#include <stdexcept>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(EdgeMover, TheSidesMovesEndOnTheEdge) {
  auto rules = chess_with("WhiteEdgeMover");
  const std::string fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
  EXPECT_TRUE(legal(*rules, fen, "a1a8"));
  EXPECT_TRUE(legal(*rules, fen, "a1a4"));
  EXPECT_TRUE(legal(*rules, fen, "e1d1"));
  EXPECT_FALSE(legal(*rules, fen, "e1e2"));
  EXPECT_FALSE(legal(*rules, "4k3/8/8/8/8/8/8/1R2K3 w - - 0 1", "b1b4"));
  // Black moves freely.
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", "e8e7"));
}

TEST(EdgeMover, ItsUnitsCheckOnlyOnTheEdge) {
  auto rules = chess_with("WhiteEdgeMover");
  EXPECT_TRUE(in_check(*rules, "4k3/8/8/8/8/8/8/4RK2 b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/4k3/8/8/8/8/8/4RK2 b - - 0 1"));
  // So the black king may step next to the rook's line inside the board.
  EXPECT_TRUE(legal(*rules, "8/3k4/8/8/8/8/8/4RK2 b - - 0 1", "d7e7"));
  EXPECT_FALSE(legal(*rules, "3k4/8/8/8/8/8/8/4RK2 b - - 0 1", "d8e8"));
}

TEST(EdgeMover, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with(ConditionList{{"WhiteEdgeMover", {}}, {"BlackEdgeMover", {}}});
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 910);
  EXPECT_THROW(chess_with(ConditionList{{"WhiteEdgeMover", {"x"}}}), std::invalid_argument);
}

}  // namespace
}  // namespace nightrider
