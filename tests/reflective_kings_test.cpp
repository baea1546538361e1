// Reflective kings (conditions/royal/reflective_kings.h), one position per clause, answers from Popeye
// 4.104: a king observed by an enemy unit moves with that unit's walk too (each square once), and still
// gives check as a king only. Perft two ways and random games as for every condition;
// fairy_rg_4_51_to_4_53__003 matches Popeye (tests/data/solver_conditions.tsv).
#include <gtest/gtest.h>

#include <stdexcept>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(ReflectiveKings, AnObservedKingBorrowsTheObserversWalk) {
  auto rules = chess_with("WhiteReflectiveKing");
  // fairy_rg_4_51_to_4_53__003 with a black king on a8: the queen on h2 lends its walk to Ke5.
  const auto moves = legal_ucis(*rules, "k7/8/8/4K3/8/8/7q/8 w - - 0 1");
  EXPECT_TRUE(moves.count("e5e8"));
  EXPECT_TRUE(moves.count("e5h2"));  // it takes the queen
  EXPECT_TRUE(moves.count("e5e1"));
  EXPECT_TRUE(moves.count("e5f5"));  // a king's move and a queen's: one move
  EXPECT_FALSE(moves.count("e5d6"));  // still on the queen's line
  EXPECT_FALSE(moves.count("e5f4"));
  // Unobserved, it is a king; Black's king does not reflect under WhiteReflectiveKing.
  EXPECT_FALSE(legal(*rules, "k7/8/8/4K3/8/8/8/6q1 w - - 0 1", "e5e8"));
  EXPECT_FALSE(legal(*rules, "k7/8/8/8/8/8/8/R3K3 b - - 0 1", "a8a1"));
  auto both = chess_with("ReflectiveKings");
  EXPECT_TRUE(legal(*both, "k7/8/8/8/8/8/8/R3K3 b - - 0 1", "a8a1"));  // it takes the rook as a rook
}

TEST(ReflectiveKings, TheBorrowedWalkGivesNoCheck) {
  // Popeye: Black may play 1...Qg1-g3+ although the white king, observed by the queen, would attack e8
  // as a queen.
  auto rules = chess_with("WhiteReflectiveKing");
  EXPECT_TRUE(legal(*rules, "4k3/8/8/4K3/8/8/8/6q1 b - - 0 1", "g1g3"));
}

TEST(ReflectiveKings, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"BlackReflectiveKing", {"x"}}}), std::invalid_argument);
}

TEST(ReflectiveKings, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("ReflectiveKings");
  EXPECT_GE(expect_perft_two_ways(*rules), 1);
  random_games_round_trip(*rules, 63);
}

}  // namespace
}  // namespace nightrider
