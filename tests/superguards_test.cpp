// SuperGuards (conditions/captures/superguards.h): a unit guarded by its own side cannot be taken nor
// observed, so a guarded king is not in check. Expected values worked out by hand from Popeye's
// definition (conditions/superguards.c) and checked with Popeye 4.104 (tests/data/superguards:
// own_guarded_units); Popeye's examples compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(SuperGuards, AGuardedUnitCannotBeTaken) {
  const auto rules = chess_with("SuperGuards");
  // The knight on a5 is guarded by the pawn on b6; without it, it can be taken.
  EXPECT_FALSE(legal(*rules, "4k3/8/1p6/n7/8/8/8/R5K1 w - - 0 1", "a1a5"));
  EXPECT_TRUE(legal(*rules, "4k3/8/8/n7/8/8/8/R5K1 w - - 0 1", "a1a5"));
  // En passant: the pawn taken on d5 is guarded by the pawn on e6.
  EXPECT_FALSE(legal(*rules, "4k3/8/4p3/2Pp4/8/8/8/6K1 w - d6 0 1", "c5d6"));
  EXPECT_TRUE(legal(*rules, "4k3/8/8/2Pp4/8/8/8/6K1 w - d6 0 1", "c5d6"));
}

TEST(SuperGuards, AGuardedKingIsNotInCheck) {
  const auto rules = chess_with("SuperGuards");
  // The rook on a1 attacks the king on a8, which the rook on b8 guards.
  EXPECT_FALSE(in_check(*rules, "kr6/8/8/8/8/8/8/R5K1 b - - 0 1"));
  EXPECT_TRUE(in_check(*rules, "k7/8/8/8/8/8/8/R5K1 b - - 0 1"));
  // So the guard may leave b8 only along the rank, where it still guards a8.
  EXPECT_FALSE(legal(*rules, "kr6/8/8/8/8/8/8/R5K1 b - - 0 1", "b8b7"));
  EXPECT_TRUE(legal(*rules, "kr6/8/8/8/8/8/8/R5K1 b - - 0 1", "b8h8"));
}

TEST(SuperGuards, BadArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"SuperGuards", {"Strict"}}}), std::invalid_argument);
  // Popeye's guards observe with the walk of the unit behind them in Annan chess (REGRESSIONS/
  // 4_63_to_4_65.inp #79: after 1.Sa6-b4 the pawn b5 guards the king d4 as a knight), and so do ours;
  // walks lent by confronting units stay refused by name, either way round.
  EXPECT_NO_THROW(chess_with(ConditionList{{"AnnanChess", {}}, {"SuperGuards", {}}}));
  EXPECT_THROW(chess_with(ConditionList{{"FaceToFace", {}}, {"SuperGuards", {}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"SuperGuards", {}}, {"FaceToFace", {}}}), std::invalid_argument);
}

TEST(SuperGuards, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("SuperGuards");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 38);
}

// Popeye's examples (tests/data/superguards) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(SuperGuardsProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "superguards");

// AntiGuards, the other way round (conditions/captures/superguards.h): only a guarded unit is taken or
// checked. Positions checked against Popeye 4.104 (`stipulation ~1`).
TEST(AntiGuards, OnlyAGuardedUnitIsTaken) {
  const auto rules = chess_with("AntiGuards");
  // The pawn c6 guards the knight d5: Rd1*d5 is played; without the pawn it is not.
  EXPECT_TRUE(legal(*rules, "7k/8/2p5/3n4/8/8/8/K2R4 w - - 0 1", "d1d5"));
  EXPECT_FALSE(legal(*rules, "7k/8/8/3n4/8/8/8/K2R4 w - - 0 1", "d1d5"));
}

TEST(AntiGuards, AKingIsInCheckOnlyWhileGuarded) {
  const auto rules = chess_with("AntiGuards");
  // The knight g6 guards the king h8: Rd1-d8 checks (Popeye: 1.Rd1-d8 +); alone the king is not checked.
  EXPECT_TRUE(in_check(*rules, after(*rules, "7k/8/6n1/8/8/8/8/K2R4 w - - 0 1", "d1d8")));
  EXPECT_FALSE(in_check(*rules, after(*rules, "7k/8/8/8/8/8/8/K2R4 w - - 0 1", "d1d8")));
}

TEST(AntiGuards, ArgumentsAndConfrontedWalksAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"AntiGuards", {"Strict"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"BackToBack", {}}, {"AntiGuards", {}}}), std::invalid_argument);
}

// Popeye's examples (tests/data/antiguards) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(AntiGuardsProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "antiguards");

}  // namespace
}  // namespace nightrider
