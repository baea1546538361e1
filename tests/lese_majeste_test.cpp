// Lèse-majesté (conditions/check/lese_majeste.h): the diagram may leave the side not to play in check;
// the side to play does not take the king and plays on; after a move check is as usual, the mover's own
// king included. Expected moves are Popeye 4.104's (~1 on the first position: 13 moves, none taking the
// king; without the condition Popeye answers "the side to play can capture the king"); all 14 problems
// of Popeye's EXAMPLES/lesemajeste.inp that it solves within 20 s give its whole text
// (docs/conditions.md). Perft two ways and random games as for every condition.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(LeseMajeste, TheSideToPlayFindsTheEnemyKingAttackedAndPlaysOn) {
  const std::string text = testing::solve_problem_text(
                               "beginproblem\nstipulation ~1\ncondition LeseMajeste\npieces white ka1 rg1 black kg8 "
                               "rb2\nendproblem\n")
                               .out;
  const std::set<std::string> popeye = {"1.Ka1*b2 +", "1.Rg1-b1",   "1.Rg1-c1",   "1.Rg1-d1",   "1.Rg1-e1",
                                        "1.Rg1-f1",   "1.Rg1-g7 +", "1.Rg1-g6 +", "1.Rg1-g5 +", "1.Rg1-g4 +",
                                        "1.Rg1-g3 +", "1.Rg1-g2 +", "1.Rg1-h1"};
  EXPECT_EQ(testing::first_moves(text), popeye);
  const auto rules = chess_with("LeseMajeste");
  // The diagram is read with the side not to play attacked; the king is not taken, a king left attacked
  // after a move is (a1a2 into the rook's line), and the side then to play is in check.
  EXPECT_FALSE(legal(*rules, "6k1/8/8/8/8/8/1r6/K5R1 w - - 0 1", "g1g8"));
  EXPECT_FALSE(legal(*rules, "6k1/8/8/8/8/8/1r6/K5R1 w - - 0 1", "a1a2"));
  EXPECT_EQ(after(*rules, "6k1/8/8/8/8/8/1r6/K5R1 w - - 0 1", "g1g2"), "6k1/8/8/8/8/8/1r4R1/K7 b - - 1 1");
  EXPECT_TRUE(in_check(*rules, "6k1/8/8/8/8/8/1r4R1/K7 b - - 1 1"));
}

TEST(LeseMajeste, BadArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"LeseMajeste", {"Strict"}}}), std::invalid_argument);
}

TEST(LeseMajeste, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("LeseMajeste");
  EXPECT_EQ(expect_perft_two_ways(*rules), 0);  // (no diagram of the three has a side not to play in check)
  random_games_round_trip(*rules, 29);
}

}  // namespace
}  // namespace nightrider
