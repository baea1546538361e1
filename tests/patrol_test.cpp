// Patrouille (conditions/observation/ultra_patrol.h, Popeye's conditions/patrol.c: every unit, kings
// included, has the Patrol flag) and the plain forced squares (conditions/obligations/
// consequent_forced_squares.h, Popeye's "regular" mummer), one position per clause; perft two ways and
// random games as for every condition. fairy_zwangsfeld__001 (#2 with Circe Parrain, Patrouille and
// WhiteForcedSquare) matches Popeye (tests/data/solver_conditions.tsv).
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Patrouille, AUnitTakesOnlyWhileItsSideObservesIt) {
  auto rules = chess_with("Patrouille");
  // The rook on d2 is observed by the king on e1, the knight on h3 by no one.
  const std::string fen = "4k3/8/8/3p2p1/8/7N/3R4/4K3 w - - 0 1";
  EXPECT_TRUE(legal(*rules, fen, "d2d5"));
  EXPECT_FALSE(legal(*rules, fen, "h3g5"));
  // Its other moves are free (Ultra-Patrouille would refuse them).
  EXPECT_TRUE(legal(*rules, fen, "h3f4"));
  EXPECT_FALSE(legal(*chess_with("UltraPatrol"), fen, "h3f4"));
}

TEST(Patrouille, KingsAndPawnsTooAndEnPassant) {
  auto rules = chess_with("Patrouille");
  // The king takes the knight only once the rook on a1 observes it.
  EXPECT_FALSE(legal(*rules, "4k3/8/8/8/8/8/5n2/4K3 w - - 0 1", "e1f2"));
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/8/5n2/R3K3 w - - 0 1", "e1f2"));
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/8/5n2/R3K3 w - - 0 1", "e1d1"));
  // A pawn on e5 takes en passant only when supported (by the pawn on d4).
  EXPECT_FALSE(legal(*rules, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"));
  EXPECT_TRUE(legal(*rules, "4k3/8/8/3pP3/3P4/8/8/4K3 w - d6 0 1", "e5d6"));
  EXPECT_TRUE(legal(*rules, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5e6"));
}

TEST(Patrouille, AUnitChecksOnlyWhileItsSideObservesIt) {
  auto rules = chess_with("Patrouille");
  // The rook on e4 attacks the king on e8; it checks only with the king on d3 observing it.
  EXPECT_FALSE(in_check(*rules, "4k3/8/8/8/4R3/8/8/K7 b - - 0 1"));
  EXPECT_TRUE(in_check(*rules, "4k3/8/8/8/4R3/3K4/8/8 b - - 0 1"));
  // So the black king may step next to an unsupported rook, not to a supported one.
  EXPECT_TRUE(legal(*rules, "8/8/4k3/8/8/8/8/K3R3 b - - 0 1", "e6e5"));
  EXPECT_FALSE(legal(*rules, "8/8/4k3/8/8/8/3K4/4R3 b - - 0 1", "e6e5"));
}

TEST(ForcedSquares, ASideWithALegalMoveOntoAForcedSquarePlaysOne) {
  auto rules = chess_with(ConditionList{{"WhiteForcedSquare", {"a8"}}});
  EXPECT_EQ(legal_ucis(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), std::set<std::string>{"a1a8"});
  // Black is free.
  EXPECT_TRUE(legal(*rules, "k7/8/8/8/8/8/8/R3K3 b - - 0 1", "a8b7"));
  // The only move onto the forced square a2 leaves the king in check: measured among the legal moves,
  // it obliges nothing (the consequent forced square, measured before self-check, leaves no move).
  const std::string pinned = "4r2k/8/8/8/8/8/4R3/4K3 w - - 0 1";
  EXPECT_TRUE(legal(*rules, pinned, "e1d1"));
  EXPECT_FALSE(legal(*rules, pinned, "e2a2"));
  auto both = chess_with(ConditionList{{"BlackForcedSquare", {"a1", "b2c3"}}});
  // No move onto one: every move.
  EXPECT_EQ(legal_ucis(*both, "k7/8/8/8/8/8/8/4K3 b - - 0 1"), (std::set<std::string>{"a8a7", "a8b7", "a8b8"}));
  EXPECT_EQ(legal_ucis(*both, "8/8/8/8/8/8/8/1k2K3 b - - 0 1"), (std::set<std::string>{"b1a1", "b1b2"}));
}

TEST(ForcedSquares, BadSquaresAreRefusedInOneLine) {
  EXPECT_THROW(chess_with(ConditionList{{"WhiteForcedSquare", {}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"WhiteForcedSquare", {"z9"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"Patrouille", {"x"}}}), std::invalid_argument);
  // Popeye measures one obligation per side ("… at the same time for the same side not allowed").
  EXPECT_THROW(chess_with(ConditionList{{"WhiteForcedSquare", {"e4"}}, {"WhiteSynchronMover", {}}}),
               std::invalid_argument);
  EXPECT_NO_THROW(chess_with(ConditionList{{"WhiteForcedSquare", {"e4"}}, {"BlackSynchronMover", {}}}));
}

TEST(Patrouille, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("Patrouille");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 29);
  auto forced = chess_with(ConditionList{{"WhiteForcedSquare", {"e4", "d5"}}, {"BlackForcedSquare", {"e5"}}});
  EXPECT_EQ(expect_perft_two_ways(*forced), 3);
  random_games_round_trip(*forced, 31);
}

}  // namespace
}  // namespace nightrider
