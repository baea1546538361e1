// Dead Reckoning (conditions/meta/dead_reckoning.h; seed 001's 33, RULES.md 4.1): once no sequence of
// moves can lead to mate, neither side may move. The dead positions recognised are those dead by their
// material (docs/rules-decisions.md): bare kings, a lone knight or bishop, bishops all on squares of one
// colour; on an orthodox rule set only. One position per clause; perft two ways and random games as for
// every condition.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "conditions/meta/dead_reckoning.h"
#include "notation/fen.h"
#include "support/condition_checks.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(DeadReckoning, APositionDeadByItsMaterialHasNoMoveAndIsDrawn) {
  auto rules = chess_with("DeadReckoning");
  for (const char* fen : {"4k3/8/8/8/8/8/8/4K3 w - - 0 1",        // bare kings
                          "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1",      // a lone bishop
                          "4k3/8/8/8/8/8/8/1N2K3 b - - 0 1",      // a lone knight
                          "4k3/2b5/8/8/8/8/8/2B1K3 w - - 0 1",    // bishops of both sides, dark squares only
                          "4k3/8/8/8/8/8/B1B1B3/4K3 w - - 0 1"}) {  // three bishops on light squares
    EXPECT_TRUE(legal_ucis(*rules, fen).empty()) << fen;
    Position pos = parse_fen(*rules, fen);
    const Outcome o = rules->outcome(pos, false);
    EXPECT_EQ(o.result, Result::Draw) << fen;
    EXPECT_EQ(o.reason, "dead position") << fen;
    EXPECT_FALSE(rules->is_stalemate(pos)) << fen;
  }
}

TEST(DeadReckoning, MaterialThatCanStillMateGoesOn) {
  auto rules = chess_with("DeadReckoning");
  // Bishops on squares of both colours (a helpmate with the black bishop in the corner exists), a knight
  // against a knight, a knight and a bishop, two knights, a pawn, a rook.
  for (const char* fen : {"4k3/3b4/8/8/8/8/8/2B1K3 w - - 0 1", "4k3/3n4/8/8/8/8/8/1N2K3 w - - 0 1",
                          "4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1",
                          "4k3/8/8/8/8/8/P7/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"})
    EXPECT_FALSE(legal_ucis(*rules, fen).empty()) << fen;
}

TEST(DeadReckoning, ACaptureThatLeavesADeadPositionEndsThePlay) {
  auto rules = chess_with("DeadReckoning");
  // Bxe5 takes Black's last pawn: a bishop against a bare king, so Black has no move, and the game is
  // drawn. Without the capture the play goes on.
  const std::string fen = after(*rules, "4k3/8/8/4p3/8/2B5/8/4K3 w - - 0 1", "c3e5");
  EXPECT_EQ(fen, "4k3/8/8/4B3/8/8/8/4K3 b - - 0 1");
  EXPECT_TRUE(legal_ucis(*rules, fen).empty());
  EXPECT_FALSE(legal_ucis(*rules, after(*rules, "4k3/8/8/4p3/8/2B5/8/4K3 w - - 0 1", "c3d2")).empty());
}

TEST(DeadReckoning, OnlyOnAnOrthodoxRuleSet) {
  // Beside another condition the material test is not made (Circe could bring units back, Einstein
  // change their kinds): the play goes on.
  for (const char* other : {"Circe", "Madrasi", "EinsteinChess"}) {
    auto rules = chess_with(ConditionList{{"DeadReckoning", {}}, {other, {}}});
    EXPECT_FALSE(legal_ucis(*rules, "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1").empty()) << other;
  }
}

TEST(DeadReckoning, ADeadPositionIsNoStalemateInAProblem) {
  // =1: Popeye, without the condition, gives 1.Be5*b8 = ! (the black king a8 has no move). Under Dead
  // Reckoning a bishop against a bare king is dead: the play ends there, which is no stalemate
  // (docs/rules-decisions.md), and the problem has no solution.
  const std::string problem = "BeginProblem\nPieces White Kc8 Be5 Black Ka8 Sb8\nStipulation =1\n";
  const auto orthodox = testing::solve_problem_text(problem + "EndProblem\n");
  EXPECT_NE(orthodox.out.find("   1.Be5*b8 = !"), std::string::npos) << orthodox.out;
  const auto solved = testing::solve_problem_text(problem + "Condition DeadReckoning\nEndProblem\n");
  EXPECT_EQ(testing::solution_lines(solved.out), "") << solved.out << solved.err;
  EXPECT_NE(solved.out.find("solution finished"), std::string::npos) << solved.out << solved.err;
}

TEST(DeadReckoning, BadArgumentsAreOneLine) {
  EXPECT_THROW(chess_with(ConditionList{{"DeadReckoning", {"3"}}}), std::invalid_argument);
}

TEST(DeadReckoning, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("DeadReckoning");
  // The start, Kiwipete and an ending are far from dead material: orthodox counts.
  EXPECT_EQ(expect_perft_two_ways(*rules), 0);
  // Captures that leave dead material end the play: the counts are smaller than chess's.
  auto chess = chess_with(ConditionList{});
  const std::string ending = "4k3/8/8/4p3/3N4/2B5/8/4K3 w - - 0 1";
  expect_perft_two_ways(*rules, {{ending, 4}, {"8/8/4k3/3p4/4P3/4K3/8/8 w - - 0 1", 4}});
  EXPECT_LT(perft_rebuilt(*rules, "4k3/8/8/4p3/8/2B5/8/4K3 w - - 0 1", 2),
            perft_rebuilt(*chess, "4k3/8/8/4p3/8/2B5/8/4K3 w - - 0 1", 2));
  random_games_round_trip(*rules, 33);
}

}  // namespace
}  // namespace nightrider
