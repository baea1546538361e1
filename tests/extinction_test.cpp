// Extinction chess (conditions/royal/extinction.h): a side is in check when its last unit of a kind can
// be taken, the capture played to see (Circe brings the unit back); kings are units like the others and
// pawns may become kings. Positions checked against Popeye 4.104; perft two ways and random games;
// fairy_rg_4_63_to_4_65__053 and __054 match Popeye (tests/data/solver_conditions.tsv).
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(ExtinctionChess, TheLastUnitOfAKindAttackedIsCheck) {
  auto rules = chess_with("ExtinctionChess");
  // Black's only pawn is attacked (Popeye: 1.d3-d4 + with these pawns).
  EXPECT_TRUE(condition_checks::in_check(*rules, "4k3/8/8/4p3/3P4/8/P7/4K3 b - - 0 1"));
  EXPECT_FALSE(condition_checks::in_check(*chess_with(ConditionList{}), "4k3/8/8/4p3/3P4/8/P7/4K3 b - - 0 1"));
  // Not the last one.
  EXPECT_FALSE(condition_checks::in_check(*rules, "4k3/8/8/4p3/3P4/8/P6p/4K3 b - - 0 1"));
  // Under Circe the pawn taken on e5 is reborn on e7: no extinction, no check (Popeye: no +1).
  auto circe = chess_with(ConditionList{{"ExtinctionChess", {}}, {"Circe", {}}});
  EXPECT_FALSE(condition_checks::in_check(*circe, "4k3/8/8/4p3/3P4/8/P7/4K3 b - - 0 1"));
  // Under Andernach the capturer becomes a black pawn.
  auto andernach = chess_with(ConditionList{{"ExtinctionChess", {}}, {"AndernachChess", {}}});
  EXPECT_FALSE(condition_checks::in_check(*andernach, "4k3/8/8/4p3/3P4/8/P7/4K3 b - - 0 1"));
}

TEST(ExtinctionChess, AMoveMayNotLeaveTheLastUnitOfAKindAttacked) {
  auto rules = chess_with("ExtinctionChess");
  // The white rook may not stand where the black king takes it (Popeye: no Rc7 in #1).
  EXPECT_FALSE(condition_checks::legal(*rules, "3k4/8/3K4/8/8/8/2R5/8 w - - 0 1", "c2c7"));
  EXPECT_TRUE(condition_checks::legal(*rules, "3k4/8/3K4/8/8/8/2R5/8 w - - 0 1", "c2e2"));
}

TEST(ExtinctionChess, PawnsPromoteToKingsAndASecondKingMayBeTaken) {
  auto rules = chess_with("ExtinctionChess");
  // Popeye: 1.b7-b8=K and 1.b7*a8=K among the moves.
  const auto moves = condition_checks::legal_ucis(*rules, "k6k/1P6/8/8/8/8/8/2K5 w - - 0 1");
  EXPECT_TRUE(moves.count("b7b8k"));
  EXPECT_TRUE(moves.count("b7a8k"));
  EXPECT_TRUE(moves.count("b7a8q"));  // (taking one of Black's two kings)
}

TEST(ExtinctionChess, RefusesArguments) {
  EXPECT_THROW(chess_with(ConditionList{{"ExtinctionChess", {"x"}}}), std::invalid_argument);
}

TEST(ExtinctionChess, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("ExtinctionChess");
  expect_perft_two_ways(*rules);
  random_games_round_trip(*rules, 38);
}

}  // namespace
}  // namespace nightrider
