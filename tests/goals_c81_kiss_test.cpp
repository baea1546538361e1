// Popeye's goals c81 ("chess81": the moved unit reaches the other side's first rank) and k<square>
// ("kiss": the moved unit ends next to the unit that stood on the square in the diagram, which has no
// other neighbour), and the option GoalIsEnd (the side that is not to reach the goal ends the play by
// reaching it for itself). The expected texts are Popeye 4.104's (tests/data/goals_c81_kiss: positions
// of our own, one clause each, and the problems of Popeye's EXAMPLES/kiss.inp, BEISPIEL/chess81.inp and
// TESTS/goal_is_end.inp); the rule tests below spell out single clauses by hand.
#include <gtest/gtest.h>

#include <string>

#include "support/popeye_problem_files.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

bool has_line(const std::string& text, const std::string& line) {
  return text.find("\n" + line + "\n") != std::string::npos;
}

// Worked out by hand (and as Popeye 4.104 gives them): the rook on g1 kisses the pawn on h7 from g6, g7 or g8
// (each next to h7, nothing else next to it); with a black bishop on g8 only the capture of the bishop leaves
// the pawn alone.
TEST(KissGoal, TheKissedUnitMustStandAloneBesideTheKisser) {
  const std::string alone =
      testing::solve_problem_text("begin pieces white rg1 black ph7 stipulation kh71 option nowk nobk end")
          .out;
  EXPECT_TRUE(has_line(alone, "   1.Rg1-g6 !")) << alone;
  EXPECT_TRUE(has_line(alone, "   1.Rg1-g7 !")) << alone;
  EXPECT_TRUE(has_line(alone, "   1.Rg1-g8 !")) << alone;
  const std::string crowded =
      testing::solve_problem_text(
          "begin pieces white rg1 black ph7 bg8 stipulation kh71 option nowk nobk end")
          .out;
  EXPECT_TRUE(has_line(crowded, "   1.Rg1*g8 !")) << crowded;
  EXPECT_FALSE(has_line(crowded, "   1.Rg1-g7 !")) << crowded;
  EXPECT_FALSE(has_line(crowded, "   1.Rg1-g6 !")) << crowded;
}

// Worked out by hand: the unit of the diagram's h7 is kissed where it went; another unit on h7 is not
// kissed (the rook standing beside a black bishop that moved to h7 does not count).
TEST(KissGoal, TheKissFollowsTheUnitOfTheDiagramSquare) {
  const std::string text =
      testing::solve_problem_text("begin pieces white rg1 black ph7 stipulation hkh71 option nowk nobk end")
          .out;
  EXPECT_TRUE(has_line(text, "  1.h7-h5 Rg1-g4")) << text;
  EXPECT_TRUE(has_line(text, "  1.h7-h6 Rg1-g7")) << text;
  EXPECT_FALSE(has_line(text, "  1.h7-h6 Rg1-g8")) << text;  // (g8 is not next to h6)
  const std::string other =
      testing::solve_problem_text("begin pieces white rg1 black bg8 stipulation hkh71 option nowk nobk end")
          .out;
  EXPECT_FALSE(has_line(other, "  1.Bg8-h7 Rg1-g7")) << other;  // (no unit stood on h7)
}

// Worked out by hand (and as Popeye 4.104 gives them): c81 counts for the side that moved, White on the 8th
// rank and Black on the 1st; the mark is " c81", after the check's.
TEST(Chess81Goal, TheMovedUnitReachesTheOtherSidesFirstRank) {
  const std::string white =
      testing::solve_problem_text("begin pieces white ra1 black pb2 stipulation c811 option nowk nobk end")
          .out;
  EXPECT_TRUE(has_line(white, "   1.Ra1-a8 c81 !")) << white;
  const std::string black =
      testing::solve_problem_text("begin pieces white ra1 black pb2 stipulation hc811 option nowk nobk end")
          .out;
  EXPECT_TRUE(has_line(black, "  1.b2-b1=Q Ra1-a8 c81")) << black;  // (Black's b1 is not White's goal)
  const std::string check =
      testing::solve_problem_text("begin pieces white ka1 rh1 black ke8 stipulation c811 option nobk end")
          .out;
  EXPECT_TRUE(has_line(check, "   1.Rh1-h8 + c81 !")) << check;
}

// Worked out by hand: with GoalIsEnd Black's b2-b1 ends the play, so White's quiet keys of the c81 in
// 2 no longer work; without it they do.
TEST(GoalIsEnd, ADefenceReachingTheGoalForItselfRefutes) {
  const std::string plain =
      testing::solve_problem_text("begin pieces white ke1 rd1 black kg7 pb2 stipulation c812 end").out;
  EXPECT_TRUE(has_line(plain, "   1.Ke1-f2 !")) << plain;
  const std::string ended =
      testing::solve_problem_text(
          "begin pieces white ke1 rd1 black kg7 pb2 stipulation c812 option goalisend end")
          .out;
  EXPECT_FALSE(has_line(ended, "   1.Ke1-f2 !")) << ended;
  EXPECT_TRUE(has_line(ended, "   1.Rd1-d8 c81 !")) << ended;
}

TEST(GoalIsEnd, SeriesPlayIsRefusedByName) {
  const testing::SolvedText solved = testing::solve_problem_text(
      "begin pieces white ph7 black sh5 pg2 stipulation ser-hc812 option goalisend nowk nobk end");
  EXPECT_NE(solved.err.find("option GoalIsEnd with ser-hc812 is not supported yet"), std::string::npos)
      << solved.err;
}

NIGHTRIDER_POPEYE_PROBLEM_SUITE(GoalsC81KissProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "goals_c81_kiss");

}  // namespace
}  // namespace nightrider
