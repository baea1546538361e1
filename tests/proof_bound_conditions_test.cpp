// The proof games' lower bound beside conditions that keep chess's moves (ConditionEntry::
// keeps_orthodox_moves: they forbid moves or change check, and every move they allow is one of chess's,
// its walks and effects): the solver's setup says so (SolverSetup::orthodox_moves), and the bound then
// cuts the search, so KoeKo's proof games are solved as fast as orthodox ones. The expected solutions
// are Popeye 4.104's.
#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "solver/popeye_reader.h"
#include "solver/problem_setup.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

bool proof_bound_keeps_orthodox_moves(const std::string& conditions) {
  const auto read = solver::read_problems("BeginProblem\nStipulation dia2\nPieces White Ke1 Qd1 Black Ke8\n"
                                          "Condition " +
                                          conditions + "\nEndProblem\n");
  return solver::set_up(std::get<solver::Problem>(read.at(0)).twins.at(0)).orthodox_moves;
}

TEST(ProofBoundConditions, ConditionsThatKeepChesssMovesKeepTheBound) {
  EXPECT_TRUE(proof_bound_keeps_orthodox_moves("KoeKo"));
  EXPECT_TRUE(proof_bound_keeps_orthodox_moves("GridChess"));
  EXPECT_TRUE(proof_bound_keeps_orthodox_moves("Lortap"));
  EXPECT_TRUE(proof_bound_keeps_orthodox_moves("KoeKo GridChess"));
  // A rebirth changes what a move does: no bound.
  EXPECT_FALSE(proof_bound_keeps_orthodox_moves("Circe"));
  EXPECT_FALSE(proof_bound_keeps_orthodox_moves("KoeKo Circe"));
}

TEST(ProofBoundConditions, AKoekoProofGameIsSolved) {
  const testing::SolvedText solved = testing::solve_problem_text(
      "beginproblem\nstipulation dia2.5\ncondition KoeKo\npieces white Ke1 Qd1 Ra1h1 Bc1e2 Sb1g1 "
      "Pa2b2c2d2e3f2g2h2 black Ke8 Qd8 Ra8h8 Bc8e7 Sb8g8 Pa7b7c7d7e6f7g7h7\nendproblem\n");
  EXPECT_NE(solved.out.find("  1.e2-e3 e7-e6   2.Bf1-a6 Bf8-e7   3.Ba6-e2 dia\n"), std::string::npos) << solved.out;
  EXPECT_NE(solved.out.find("  1.e2-e3 e7-e6   2.Bf1-d3 Bf8-e7   3.Bd3-e2 dia\n"), std::string::npos) << solved.out;
}

}  // namespace
}  // namespace nightrider
