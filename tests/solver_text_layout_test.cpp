// Popeye's text layout around the solutions (issue 25, "output to the letter"): remarks right under the
// version line, the lines for units with attributes and the conditions as Popeye holds them, and the
// order of help lines on the general board. Positions of our own; the expected text is Popeye 4.104's.
#include <gtest/gtest.h>

#include <string>

#include "support/solve_text.h"

namespace nightrider {
namespace {

std::string layout_solve(const std::string& problem) { return testing::solve_problem_text(problem).out; }

TEST(PopeyeTextLayout, RemarksComeFirstAndABlankLineStandsForMissingAuthors) {
  const std::string out = layout_solve("beginproblem\nremark R\npieces white kh1 black ka8\nstipulation h~1\nendproblem\n");
  EXPECT_EQ(out.rfind("R\n\n\n+---a---b", 0), 0u) << out;
  const std::string with_author =
      layout_solve("beginproblem\nremark R\nauthor A\npieces white kh1 black ka8\nstipulation h~1\nendproblem\n");
  EXPECT_EQ(with_author.rfind("R\n\n                  A\n\n+---a---b", 0), 0u) << with_author;
}

TEST(PopeyeTextLayout, AttributedUnitsThenConditionsAsPopeyeHoldsThem) {
  const std::string out = layout_solve(
      "beginproblem\npieces white kh1 sb4 white kamikaze qd1 black ka8 pa7\ncondition antisupercirce\n"
      "stipulation h~1\nendproblem\n");
  EXPECT_NE(out.find("  h~1                         3 + 2\n             Kamikaze d1\n           AntiCirce Super\n"),
            std::string::npos)
      << out;
  // GhostChess's ghosts are uncapturable: Popeye lists the attribute, with no square yet.
  const std::string ghosts = layout_solve(
      "beginproblem\npieces white kh1 sb4 black ka8 pa7\ncondition ghostchess\nstipulation h~1\nendproblem\n");
  EXPECT_NE(ghosts.find("  h~1                         2 + 2\n            Uncapturable\n             GhostChess\n"),
            std::string::npos)
      << ghosts;
}

TEST(PopeyeTextLayout, HelpLinesOnTheGeneralBoardComeInPopeyesOrder) {
  // (The c1 pawn stands on its first rank: the general board.)
  const std::string out = layout_solve("beginproblem\nstipulation h~1\npieces white kh1 pc1 black kd3\nendproblem\n");
  EXPECT_NE(out.find("  1.Kd3-c2 Kh1-g2\n  1.Kd3-c2 Kh1-g1\n  1.Kd3-c2 Kh1-h2\n  1.Kd3-e2 Kh1-g2\n"), std::string::npos)
      << out;
}

TEST(PopeyeTextLayout, HelpLinesOnTheOrthodoxBoardComeInPopeyesOrder) {
  const std::string out = layout_solve("beginproblem\nstipulation h~1\npieces white kh1 black ka8\nendproblem\n");
  EXPECT_NE(out.find("  1.Ka8-b7 Kh1-g2\n  1.Ka8-b7 Kh1-g1\n  1.Ka8-b7 Kh1-h2\n  1.Ka8-a7 Kh1-g2\n"), std::string::npos)
      << out;
}

TEST(PopeyeTextLayout, WhiteToPlayIsWrittenIntoTheStipulation) {
  // Popeye: a h#2 with WhiteToPlay is written h#1.5 (no option line); in a #2 the option means nothing.
  const std::string help = layout_solve(
      "beginproblem\npieces white kh1 qb1 black kh8 pa7\nstipulation h#2\noption whitetoplay\nendproblem\n");
  EXPECT_NE(help.find("\n  h#1.5                       2 + 2\n\n"), std::string::npos) << help;
  EXPECT_EQ(help.find("WhiteBegins"), std::string::npos) << help;
  const std::string direct = layout_solve(
      "beginproblem\npieces white kh1 qb1 black kh8 pa7\nstipulation #2\noption whitetoplay\nendproblem\n");
  EXPECT_EQ(direct.rfind("WhiteToPlay not applicable - ignored\n\n\n+---a", 0), 0u) << direct;
}

TEST(PopeyeTextLayout, ThreatAndNonTrivialAreWrittenAfterTheStipulation) {
  // Popeye 4.104: "#2/1" under option Threat 1, "s#3;2,1" under NonTrivial 2 1.
  const std::string threat = layout_solve(
      "beginproblem\npieces white kc1 qd1 black ka8\nstipulation #2\noption threat 1\nendproblem\n");
  EXPECT_NE(threat.find("\n  #2/1                        2 + 1\n"), std::string::npos) << threat;
  const std::string non_trivial = layout_solve(
      "beginproblem\npieces white kc1 qd1 black ka8\nstipulation s#3\noption nontrivial 2 1\nendproblem\n");
  EXPECT_NE(non_trivial.find("\n  s#3;2,1                     2 + 1\n"), std::string::npos) << non_trivial;
}

TEST(PopeyeTextLayout, AWholeMoveLengthIsWrittenWithoutItsDotZero) {
  // Popeye 4.104: h#1.0 is written h#1, dia1.0 dia1.
  const std::string help =
      layout_solve("beginproblem\npieces white kc1 qd1 black ka8\nstipulation h#1.0\nendproblem\n");
  EXPECT_NE(help.find("\n  h#1                         2 + 1\n"), std::string::npos) << help;
  const std::string proof =
      layout_solve("beginproblem\npieces white kc1 qd1 black ka8\nstipulation dia1.0\nendproblem\n");
  EXPECT_NE(proof.find("\n  dia1                        2 + 1\n"), std::string::npos) << proof;
}

TEST(PopeyeTextLayout, TheMatingMoveComesInTheOrderOfPopeyesMatingGenerator) {
  // Popeye generates the goal side's last move towards a mate with its own generator, units from a1 to
  // h8, and tries them from h8 back: Rh2-h8 before Rd1-d8 (Popeye 4.104's output for these positions).
  const std::string help =
      layout_solve("beginproblem\nstipulation h#1\npieces white kb6 rd1 rh2 black ka8 pg7\nendproblem\n");
  EXPECT_NE(help.find("  1.g7-g5 Rh2-h8 #\n  1.g7-g5 Rd1-d8 #\n  1.g7-g6 Rh2-h8 #\n"), std::string::npos)
      << help;
  const std::string direct = layout_solve(
      "beginproblem\nstipulation #2\npieces white kb6 rd1 rh2 black ka8 pg7\n"
      "option setplay variation\nendproblem\n");
  EXPECT_NE(direct.find("      1...g7-g5\n          2.Rh2-h8 #\n          2.Rd1-d8 #\n"), std::string::npos)
      << direct;
  EXPECT_NE(direct.find("   1.Rd1-d7 ! threat:\n          2.Rd7-d8 #\n          2.Rh2-h8 #\n"),
            std::string::npos)
      << direct;
  // A fairy unit turns that generator off: the moves come in Popeye's usual order, units from a1 on.
  const std::string fairy =
      layout_solve("beginproblem\nstipulation h#1\npieces white kb6 rd1 rh2 nf1 black ka8 pg7\nendproblem\n");
  EXPECT_NE(fairy.find("  1.g7-g5 Rd1-d8 #\n  1.g7-g5 Rh2-h8 #\n"), std::string::npos) << fairy;
}

}  // namespace
}  // namespace nightrider
