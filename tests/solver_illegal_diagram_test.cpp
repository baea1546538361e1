// Popeye's text for two cases it writes its own way (issue 25). A play whose side to play could take
// the king: Popeye skips that play -- the whole solution, only the set play, or one twin -- writes "the
// side to play can capture the king" on its error stream and solves the rest; so do we, on the
// orthodox board and the general one alike, with a note that is not an error. Positions of our own,
// Popeye 4.104's answers.
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
    EXPECT_NE(s.err.find("note: "), std::string::npos) << condition << s.err;
    EXPECT_NE(s.err.find("the side to play can capture the king"), std::string::npos) << condition << s.err;
    EXPECT_EQ(s.err.find("error"), std::string::npos) << condition << s.err;
    // The solution text has Popeye's board and its end, nothing in between.
    EXPECT_EQ(s.out.find("cannot solve"), std::string::npos) << s.out;
    EXPECT_NE(s.out.find("solution finished."), std::string::npos) << s.out;
    EXPECT_EQ(s.out.find("1."), std::string::npos) << s.out;
  }
  // In a h#2 Black plays first: the diagram is legal (Black is in check and must answer it).
  const testing::SolvedText help = solve_problem_text("beginproblem\nstipulation h#2\npieces white ke1 qe2 black ke8\nendproblem\n");
  EXPECT_EQ(help.err, "");
}

TEST(SolverIllegalDiagram, OnlyThePlayWhoseSideToPlayCouldTakeTheKingIsSkipped) {
  // #1 with set play, White in check from d5: Black, first in the set play, could take the king, so
  // there is no set play; the play itself is solved (Popeye: "1.Qd1*d5 # !").
  for (const char* condition : {"", "condition Madrasi\n"}) {
    const testing::SolvedText battle = solve_problem_text(std::string("beginproblem\nstipulation #1\noption setplay\n") +
                                                          condition + "pieces white kh1 qd1 rb1 black ka8 pa7 bd5\nendproblem\n");
    EXPECT_NE(battle.out.find("   1.Qd1*d5 # !"), std::string::npos) << condition << battle.out;
    EXPECT_NE(battle.err.find("the side to play can capture the king"), std::string::npos) << condition << battle.err;
  }
  // One twin of two: in b) the queen on g6 attacks e8 with White to play; a) is solved as usual.
  const testing::SolvedText twins = solve_problem_text(
      "beginproblem\nstipulation #1\npieces white kf6 qh7 black ke8\ntwin move h7 g6\nendproblem\n");
  EXPECT_NE(twins.out.find("   1.Qh7-e7 # !"), std::string::npos) << twins.out;
  EXPECT_NE(twins.out.find("b) wQh7-->g6"), std::string::npos) << twins.out;
  EXPECT_NE(twins.err.find("the side to play can capture the king"), std::string::npos) << twins.err;
}

TEST(SolverNoBoard, TheSolutionWithoutTheProblemsHeader) {
  // Option NoBoard: no authors, board, stipulation line or conditions; remarks and twin headings stay.
  // Popeye 4.104's text for this problem of our own, to the letter.
  const testing::SolvedText s = solve_problem_text(
      "beginproblem\nauthor Somebody\nremark a remark stays\nstipulation #1\ncondition Circe\noption NoBoard\n"
      "pieces white kb6 qc1 black ka8\ntwin move c1 d1\nendproblem\n");
  EXPECT_EQ(s.out,
            "a remark stays\n\na) \n\n   1.Qc1-c8 # !\n\n\nb) wQc1-->d1  \n\n   1.Qd1-d8 # !\n\n\n"
            "solution finished.\n\n\n");
}

// The text after the stipulation's line (the diagram's counts), where a test compares it.
std::string after_counts(const std::string& out) {
  const size_t counts = out.find(" + ");
  return counts == std::string::npos ? out : out.substr(out.find('\n', counts) + 1);
}

TEST(SolverPostKeyPlay, TheDefenderMovesFirstWithThreatAndRefutations) {
  // Option PostKeyPlay: the diagram is after the key. Popeye 4.104's text for this position of ours.
  const testing::SolvedText s = solve_problem_text(
      "beginproblem\nstipulation #2\noption PostKeyPlay\npieces white kb6 qd4 black ka8 pa6 bh8\nendproblem\n");
  EXPECT_EQ(after_counts(s.out),
            "\n threat:\n          2.Qd4*h8 #\n          2.Qd4-d8 #\n      1...Bh8*d4 +\n        refutes.\n"
            "      1...Bh8-e5\n        refutes.\n      1...Bh8-f6\n        refutes.\n      1...Bh8-g7\n"
            "          2.Qd4-d8 #\n\nsolution finished.\n\n\n");
  // In help play it means nothing: Popeye says so and solves the h#.
  const testing::SolvedText help = solve_problem_text(
      "beginproblem\nstipulation h#1\noption PostKeyPlay\npieces white kb6 qd4 black ka8 pa6 bh8\nendproblem\n");
  EXPECT_EQ(help.out.rfind("PostKeyPlay not applicable - ignored\n", 0), 0u) << help.out;
}

TEST(SolverSetPlay, OneParagraphInPopeyesOrderAndABlankLineForNone) {
  // The set play's defences one after the other, in Popeye's order (units from a1 on), then the keys.
  const testing::SolvedText s = solve_problem_text(
      "beginproblem\nstipulation #2\noption SetPlay\npieces white kb6 qd4 black ka8 pa6 ph7 bh8\nendproblem\n");
  EXPECT_EQ(after_counts(s.out),
            "\n      1...a6-a5\n          2.Qd4*h8 #\n          2.Qd4-d8 #\n      1...h7-h5\n          2.Qd4*h8 #\n"
            "          2.Qd4-d8 #\n      1...h7-h6\n          2.Qd4*h8 #\n          2.Qd4-d8 #\n      1...Ka8-b8\n"
            "          2.Qd4*h8 #\n          2.Qd4-d8 #\n      1...Bh8-g7\n          2.Qd4-d8 #\n\n"
            "   1.Qd4*h8 # !\n\n   1.Qd4-d8 # !\n\n   1.Qd4-d5 + !\n\n   1.Qd4-e4 + !\n\n\nsolution finished.\n\n\n");
  // No set play: its blank line stays (Popeye).
  const testing::SolvedText none = solve_problem_text(
      "beginproblem\nstipulation s#1\noption SetPlay Variation\npieces white ka1 rc3 black ka3 pa2 pb3 pc5\nendproblem\n");
  EXPECT_EQ(after_counts(none.out), "\n\n   1.Rc3-c4 !\n      1...b3-b2 #\n\n\nsolution finished.\n\n\n");
}

TEST(SolverGoals, EnPassant) {
  // Goal ep: the last move takes en passant (Popeye 4.104's two solutions, unmarked but for the move).
  const testing::SolvedText s = solve_problem_text(
      "beginproblem\nstipulation hep1\npieces white kh1 pd5 pf5 black ka8 pe7 pb7\nendproblem\n");
  EXPECT_EQ(after_counts(s.out), "\n  1.e7-e5 d5*e6 ep.\n  1.e7-e5 f5*e6 ep.\n\nsolution finished.\n\n\n");
  // The same under a condition (the general board).
  const testing::SolvedText circe = solve_problem_text(
      "beginproblem\nstipulation hep1\ncondition Circe\npieces white kh1 pd5 black ka8 pe7 pb7\nendproblem\n");
  EXPECT_NE(circe.out.find("  1.e7-e5 d5*e6 ep.[+bPe7]\n"), std::string::npos) << circe.out;
}

TEST(SolverGoals, ABerolinaPawnsDoubleStepIsTakenEnPassant) {
  // Option EnPassant f7 e6 d5: a Berolina pawn's double step over e6; the Berolina pawn on e5 takes
  // it straight ahead (Popeye 4.104: "1.BPe5*e6 ep. !" among its three moves).
  const testing::SolvedText s = solve_problem_text(
      "begin\npieces white bpe5 black bpd5\nstip ~1\noption enpassant f7e6d5 nowk nobk\nend\n");
  EXPECT_NE(s.out.find("   1.BPe5*e6 ep. !\n"), std::string::npos) << s.out;
}

TEST(SolverTries, ATryOfASelfmateInOneShowsTheDefenceThatMates) {
  // s#1 with tries: under 1.Qe3-b3 ? Popeye shows 1...Bd1*b3 #, which self-mates, before its
  // refutation (Popeye 4.104's text for this position of ours).
  const testing::SolvedText s = solve_problem_text(
      "beginproblem\nstipulation s#1\ncondition AntiCirce\npieces white sg7 ke6 pd5 pe5 bg4 sh4 qe3 ph2 pa2 "
      "black pe7 kh3 bd1 rf1\noption Try Variation\nendproblem\n");
  EXPECT_EQ(after_counts(s.out),
            "              AntiCirce\n\n   1.a2-a4 ?\n    but\n      1...Bd1-f3 !\n\n   1.a2-a3 ?\n    but\n"
            "      1...Bd1-f3 !\n\n   1.Qe3-b3 ?\n      1...Bd1*b3[bBb3->c8] #\n    but\n      1...Bd1-f3 !\n\n"
            "   1.Qe3-c3 ?\n    but\n      1...Bd1-f3 !\n\n   1.Qe3-d3 ?\n    but\n      1...Bd1-f3 !\n\n"
            "   1.Qe3-f3 !\n      1...Bd1*f3[bBf3->c8] #\n\n   1.Sg7-e8 ?\n    but\n      1...Bd1-f3 !\n\n\n"
            "solution finished.\n\n\n");
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
