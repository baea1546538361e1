// BGL (conditions/budget/bgl.h), one position per clause: a move costs the distance it goes (Popeye's
// hundredths), a side makes no move costing more than it has left and observes (checks) only within
// it, castling costs the king's two squares, one budget is spent by both sides' moves, a side without
// a budget is free; what is spent is rule state (FEN `@N`, the hash). The expected moves and texts are
// Popeye 4.104's (tests/data/bgl: positions of our own and Popeye's own BGL examples, whole solution
// lines with the budgets written after each move). Perft two ways and random games as for every
// condition.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "conditions/budget/bgl.h"
#include "solver/session.h"
#include "support/condition_checks.h"
#include "support/popeye_output.h"
#include "support/popeye_problem_files.h"
#include "support/problem_manifest.h"
#include "support/test_paths.h"

namespace nightrider {
namespace {

using namespace condition_checks;
using conditions::Bgl;

TEST(Bgl, AMoveCostsItsDistanceInHundredths) {
  EXPECT_EQ(Bgl::cost(condition_checks::sq("a1"), condition_checks::sq("a1")), 0);
  EXPECT_EQ(Bgl::cost(condition_checks::sq("a1"), condition_checks::sq("a8")), 700);
  EXPECT_EQ(Bgl::cost(condition_checks::sq("b1"), condition_checks::sq("c3")), 224);  // sqrt 5
  EXPECT_EQ(Bgl::cost(condition_checks::sq("e1"), condition_checks::sq("f2")), 141);
  EXPECT_EQ(Bgl::cost(condition_checks::sq("a1"), condition_checks::sq("h8")), 990);
  EXPECT_EQ(Bgl::cost(condition_checks::sq("h1"), condition_checks::sq("a3")), 728);  // sqrt 53
  EXPECT_EQ(Bgl::budget_text(600), "6");
  EXPECT_EQ(Bgl::budget_text(450), "4.5");
  EXPECT_EQ(Bgl::budget_text(309), "3.09");
  EXPECT_EQ(Bgl::budget_text(76), "0.76");
  EXPECT_EQ(Bgl::budget_text(Bgl::kNoBudget), "-");
}

TEST(Bgl, ASideMakesNoMoveCostingMoreThanItHasLeft) {
  // White has 2.5: the rook goes two squares, the knight its leap (2.24), the king anywhere; Black,
  // without a budget, anything (Popeye's ~1, tests/data/bgl/own_a).
  auto rules = chess_with(ConditionList{{"BGL", {"2.5", "-"}}});
  const std::string fen = "4k3/p7/8/8/8/8/8/RN2K3 w - - 0 1";
  EXPECT_TRUE(legal(*rules, fen, "a1a3"));
  EXPECT_FALSE(legal(*rules, fen, "a1a4"));
  EXPECT_TRUE(legal(*rules, fen, "b1c3"));
  EXPECT_EQ(legal_ucis(*rules, fen).size(), 10u);
  EXPECT_TRUE(legal(*rules, "4k3/p7/8/8/8/8/8/RN2K3 b - - 0 1", "a7a5"));
}

TEST(Bgl, WhatIsSpentIsRuleStateInTheFen) {
  // One budget (5) both sides spend: the knight's 2.24 is 224 hundredths spent (flags @224), then the
  // pawn's double step 2 more (@424); 0.76 is left, so the knight cannot go on.
  auto rules = chess_with(ConditionList{{"BGL", {"5"}}});
  const std::string one = after(*rules, "4k3/p7/8/8/8/8/8/1N2K3 w - - 0 1", "b1c3");
  EXPECT_EQ(one, "4k3/p7/8/8/8/2N5/8/4K3 b - - 1 1 @224");
  const std::string two = after(*rules, one, "a7a5");
  EXPECT_EQ(two, "4k3/8/8/p7/8/2N5/8/4K3 w - - 0 2 @424");
  EXPECT_FALSE(legal(*rules, two, "c3d5"));
  EXPECT_TRUE(legal(*rules, "4k3/8/8/p7/8/2N5/8/4K3 w - - 0 2", "c3d5"));  // (nothing spent yet)
  // Two budgets: each side spends its own.
  auto both = chess_with(ConditionList{{"BGL", {"3", "1"}}});
  const std::string fen = after(*both, "4k3/p7/8/8/8/8/8/4K2R w - - 0 1", "h1h3");
  EXPECT_FALSE(legal(*both, fen, "a7a5"));
  EXPECT_TRUE(legal(*both, fen, "a7a6"));
  EXPECT_FALSE(legal(*both, after(*both, fen, "a7a6"), "h3h1"));  // (White has 1 left)
  EXPECT_TRUE(legal(*both, after(*both, fen, "a7a6"), "h3h2"));
}

TEST(Bgl, ASideChecksOnlyWithinTheBudgetLeft) {
  // White has 1.5: the queen on a4 does not check the king on e8 (5.66 away), so the king may stay in
  // line with it; a queen next to it does; without a budget ("BGL" alone) the far one does too.
  auto rules = chess_with(ConditionList{{"BGL", {"1.5", "-"}}});
  EXPECT_FALSE(in_check(*rules, "4k3/8/8/8/Q7/8/8/4K3 b - - 0 1"));
  EXPECT_TRUE(in_check(*rules, "4k3/3Q4/8/8/8/8/8/4K3 b - - 0 1"));
  EXPECT_TRUE(in_check(*chess_with("BGL"), "4k3/8/8/8/Q7/8/8/4K3 b - - 0 1"));
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/Q7/8/8/4K3 b - - 0 1", "e8d8"));
}

TEST(Bgl, CastlingCostsTheKingsTwoSquares) {
  auto rules = chess_with(ConditionList{{"BGL", {"2", "3"}}});
  const std::string fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  EXPECT_TRUE(legal(*rules, fen, "e1g1"));
  EXPECT_TRUE(legal(*rules, fen, "e1c1"));
  auto poor = chess_with(ConditionList{{"BGL", {"1.99", "3"}}});
  EXPECT_FALSE(legal(*poor, fen, "e1g1"));
}

TEST(Bgl, BadBudgetsAreRefusedInOneLine) {
  for (const std::vector<std::string>& arguments :
       {std::vector<std::string>{"x"}, {"1.234"}, {"1.2.3"}, {"1", "2", "3"}, {"."}, {"4", "y"}}) {
    try {
      chess_with(ConditionList{{"BGL", arguments}});
      ADD_FAILURE() << "accepted BGL " << arguments[0];
    } catch (const std::invalid_argument& e) {
      EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos);
    }
  }
}

TEST(Bgl, PerftTwoWaysAndRandomGames) {
  auto shared = chess_with(ConditionList{{"BGL", {"6"}}});
  EXPECT_EQ(expect_perft_two_ways(*shared), 3);
  random_games_round_trip(*shared, 31);
  auto two = chess_with(ConditionList{{"BGL", {"4.5", "7"}}});
  EXPECT_EQ(expect_perft_two_ways(*two), 3);
  random_games_round_trip(*two, 32);
}

// The problems of tests/data/bgl against Popeye's output: the same solution lines, budgets included.
std::string bgl_dir() { return std::string(testing::test_data_dir()) + "/bgl"; }

class BglProblems : public ::testing::TestWithParam<std::string> {};

TEST_P(BglProblems, SameSolutionLinesAsPopeye) {
  testing::expect_same_solutions_as_popeye(bgl_dir(), GetParam());
}

INSTANTIATE_TEST_SUITE_P(Popeye, BglProblems, ::testing::ValuesIn(testing::problem_names_in(bgl_dir())),
                         testing::ProblemName{});

}  // namespace
}  // namespace nightrider
