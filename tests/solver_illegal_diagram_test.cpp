// Popeye's text for two cases it writes its own way (issue 25). A diagram whose side to play could take
// the king: Popeye solves nothing and says "the side
// to play can capture the king"; so do we, on the orthodox board and the general one alike, and the
// same diagram is legal where the other side plays first. Positions of our own, Popeye 4.104's answers.
#include <gtest/gtest.h>

#include <string>

#include "support/solve_text.h"

namespace nightrider {
namespace {

using testing::solve_problem_text;

TEST(SolverIllegalDiagram, TheSideToPlayCanCaptureTheKing) {
  // White plays first in a #2, and its queen on e2 attacks the black king on e8.
  for (const char* condition : {"", "condition Circe\n"}) {
    const testing::SolvedText s = solve_problem_text(std::string("beginproblem\nstipulation #2\n") + condition +
                           "pieces white ke1 qe2 black ke8\nendproblem\n");
    EXPECT_NE(s.err.find("the side to play can capture the king"), std::string::npos) << condition << s.err;
    // The solution text has Popeye's board and its end, nothing in between.
    EXPECT_EQ(s.out.find("cannot solve"), std::string::npos) << s.out;
    EXPECT_NE(s.out.find("solution finished."), std::string::npos) << s.out;
  }
  // In a h#2 Black plays first: the diagram is legal (Black is in check and must answer it).
  const testing::SolvedText help = solve_problem_text("beginproblem\nstipulation h#2\npieces white ke1 qe2 black ke8\nendproblem\n");
  EXPECT_EQ(help.err, "");
}

TEST(SolverMoveMarks, ACheckGoalReachedByMateIsMarkedAsACheck) {
  // "+1": Qb1-b8 mates, and Popeye 4.104 marks it " +" like the other checks (the goal's mark).
  const testing::SolvedText s = solve_problem_text("beginproblem\nstipulation +1\npieces white kg6 qb1 black kh8\nendproblem\n");
  EXPECT_NE(s.out.find("1.Qb1-b8 + !"), std::string::npos) << s.out;
  EXPECT_EQ(s.out.find("#"), std::string::npos) << s.out;
  // The same in help play: "1.Kh8-g8 Qb1-b8 +".
  const testing::SolvedText help = solve_problem_text("beginproblem\nstipulation h+1\npieces white kg6 qb1 black kh8 pa7\nendproblem\n");
  EXPECT_NE(help.out.find("1.Kh8-g8 Qb1-b8 +"), std::string::npos) << help.out;
}

}  // namespace
}  // namespace nightrider
