// Exclusive chess (conditions/obligations/exclusive_chess.h): a mating move is legal only if it is the
// only one; the replies to a check are judged by the same rule. Positions checked against Popeye 4.104;
// perft two ways and random games; fairy_bs_exklohne__002, __004 and __005 match Popeye
// (tests/data/solver_conditions.tsv).
#include <gtest/gtest.h>

#include <sstream>
#include <stdexcept>
#include <string>

#include "notation/fen.h"
#include "solver/session.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(ExclusiveChess, TwoMatingMovesAreBothIllegal) {
  auto rules = chess_with("ExclusiveChess");
  // Ra8# and Rb8#: Popeye finds no #1.
  const std::string two = "7k/6pp/8/8/8/8/8/RR2K3 w - - 0 1";
  EXPECT_FALSE(legal(*rules, two, "a1a8"));
  EXPECT_FALSE(legal(*rules, two, "b1b8"));
  EXPECT_TRUE(legal(*rules, two, "a1a7"));
  EXPECT_TRUE(legal(*rules, two, "b1b7"));  // (a check that does not mate)
  EXPECT_TRUE(legal(*chess_with(ConditionList{}), two, "a1a8"));
  // One rook: Ra8# is the only mate, and legal (Popeye: 1.Ra1-a8 #).
  const std::string one = "7k/6pp/8/8/8/8/8/R3K3 w - - 0 1";
  ASSERT_TRUE(legal(*rules, one, "a1a8"));
  Position pos = parse_fen(*rules, after(*rules, one, "a1a8"));
  EXPECT_TRUE(rules->is_mate(pos));
}

TEST(ExclusiveChess, TwoMatingRepliesLeaveTheCheckedSideWithoutAMove) {
  auto rules = chess_with("ExclusiveChess");
  // 1.Rf1-d1+: Black's only replies, Rxd1 and Qxd1, both mate White; neither is legal, so Rd1 mates
  // (Popeye: 1.Rf1-d1 #; not mate in orthodox chess).
  const std::string fen = "3k4/N7/1P3PB1/4P2q/8/8/5PPP/r4RK1 w - - 0 1";
  const std::string checked = after(*rules, fen, "f1d1");
  Position pos = parse_fen(*rules, checked);
  EXPECT_TRUE(rules->is_mate(pos));
  EXPECT_TRUE(legal_ucis(*rules, checked).empty());
  EXPECT_EQ(legal_ucis(*chess_with(ConditionList{}), checked), (std::set<std::string>{"a1d1", "h5d1"}));
  // Without the queen the rook's capture is the only mating reply, and legal: no mate.
  const std::string lone = after(*rules, "3k4/N7/1P3PB1/4P3/8/8/5PPP/r4RK1 w - - 0 1", "f1d1");
  EXPECT_EQ(legal_ucis(*rules, lone), (std::set<std::string>{"a1d1"}));
}

TEST(ExclusiveChess, RefusesArgumentsAndOtherGoals) {
  EXPECT_THROW(chess_with(ConditionList{{"ExclusiveChess", {"x"}}}), std::invalid_argument);
  solver::SessionSettings settings;
  settings.quiet = true;
  std::ostringstream out, err;
  solver::solve_text(
      "beginproblem\npieces white ke1 ra1 black kh8\nstipulation h=1\ncondition exclusivechess\nendproblem\n",
      settings, out, err);
  const std::string text = out.str() + err.str();
  EXPECT_NE(text.find("condition ExclusiveChess with the goal of h=1 is not supported yet"), std::string::npos)
      << text;
}

TEST(ExclusiveChess, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("ExclusiveChess");
  expect_perft_two_ways(*rules);
  random_games_round_trip(*rules, 37);
}

}  // namespace
}  // namespace nightrider
