// The solver under conditions whose turns have several moves (solver/turn_board.h): a solver move is a
// whole turn, written as its moves joined by "/". Counts worked out by hand (king walks on an empty
// board), not taken from a program.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "solver/session.h"

namespace nightrider {
namespace {

std::string turns_solved(const std::string& problem) {
  solver::SessionSettings settings;
  settings.quiet = true;
  std::ostringstream out, err;
  solver::solve_text(problem, settings, out, err);
  EXPECT_EQ(err.str(), "") << problem;
  return out.str();
}

int turns_count_lines(const std::string& text, const std::string& start) {
  int n = 0;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) n += line.rfind(start, 0) == 0;
  return n;
}

TEST(SolverTurns, AnneciensTurnsAreDoubleMovesOfOneUnit) {
  // The lone king on a1 goes to a2, b1 or b2 and on to a square next to it other than a1 (no going
  // straight back when nothing was taken): 4 + 4 + 7 = 15 turns.
  const std::string out =
      turns_solved("beginproblem\nstipulation ~1\npieces white ka1 black kh8\ncondition Anneciens\nendproblem\n");
  EXPECT_EQ(turns_count_lines(out, "   1.K"), 15) << out;
  EXPECT_NE(out.find("   1.Ka1-b2/Kb2-c3 !"), std::string::npos) << out;
  EXPECT_EQ(out.find("Ka2-a1"), std::string::npos) << out;
}

TEST(SolverTurns, ProgressifTurnsGrowByOneMove) {
  // Black to move in the diagram plays the second series (2 moves: 18 king walks from h8), White the
  // third (3 moves: 105 king walks from a1), the kings never near each other: 18 x 105 help lines.
  const std::string out =
      turns_solved("beginproblem\nstipulation h~1\npieces white ka1 black kh8\ncondition Progressif\nendproblem\n");
  EXPECT_EQ(turns_count_lines(out, "  1.K"), 18 * 105) << out.substr(0, 2000);
  EXPECT_NE(out.find("  1.Kh8-g8/Kg8-h8 Ka1-b1/Kb1-c1/Kc1-d1"), std::string::npos);
}

}  // namespace
}  // namespace nightrider
