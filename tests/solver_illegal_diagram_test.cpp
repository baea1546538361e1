// Popeye's text for two cases it writes its own way (issue 25). A diagram whose side to play could take
// the king: Popeye solves nothing and says "the side
// to play can capture the king"; so do we, on the orthodox board and the general one alike, and the
// same diagram is legal where the other side plays first. Positions of our own, Popeye 4.104's answers.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "solver/session.h"

namespace nightrider {
namespace {

struct DiagramSolveText {
  std::string out, err;
};

DiagramSolveText diagram_solve(const std::string& problem) {
  solver::SessionSettings settings;
  settings.quiet = true;
  std::ostringstream out, err;
  solver::solve_text(problem, settings, out, err);
  return {out.str(), err.str()};
}

TEST(SolverIllegalDiagram, TheSideToPlayCanCaptureTheKing) {
  // White plays first in a #2, and its queen on e2 attacks the black king on e8.
  for (const char* condition : {"", "condition Circe\n"}) {
    const DiagramSolveText s = diagram_solve(std::string("beginproblem\nstipulation #2\n") + condition +
                           "pieces white ke1 qe2 black ke8\nendproblem\n");
    EXPECT_NE(s.err.find("the side to play can capture the king"), std::string::npos) << condition << s.err;
    // The solution text has Popeye's board and its end, nothing in between.
    EXPECT_EQ(s.out.find("cannot solve"), std::string::npos) << s.out;
    EXPECT_NE(s.out.find("solution finished."), std::string::npos) << s.out;
  }
  // In a h#2 Black plays first: the diagram is legal (Black is in check and must answer it).
  const DiagramSolveText help = diagram_solve("beginproblem\nstipulation h#2\npieces white ke1 qe2 black ke8\nendproblem\n");
  EXPECT_EQ(help.err, "");
}

TEST(SolverMoveMarks, ACheckGoalReachedByMateIsMarkedAsACheck) {
  // "+1": Qb1-b8 mates, and Popeye 4.104 marks it " +" like the other checks (the goal's mark).
  const DiagramSolveText s = diagram_solve("beginproblem\nstipulation +1\npieces white kg6 qb1 black kh8\nendproblem\n");
  EXPECT_NE(s.out.find("1.Qb1-b8 + !"), std::string::npos) << s.out;
  EXPECT_EQ(s.out.find("#"), std::string::npos) << s.out;
  // The same in help play: "1.Kh8-g8 Qb1-b8 +".
  const DiagramSolveText help = diagram_solve("beginproblem\nstipulation h+1\npieces white kg6 qb1 black kh8 pa7\nendproblem\n");
  EXPECT_NE(help.out.find("1.Kh8-g8 Qb1-b8 +"), std::string::npos) << help.out;
}

}  // namespace
}  // namespace nightrider
