// Issue 25, "no problem wrong": defects that Popeye's own examples (EXAMPLES, BEISPIEL, TESTS,
// REGRESSIONS) showed in conditions and fairy units, each pinned by a position of our own whose expected
// text is Popeye 4.104's (run on that position).
#include <gtest/gtest.h>

#include <string>

#include "support/solve_text.h"

namespace nightrider {
namespace {

std::string examples_solve(const std::string& problem) { return testing::solve_problem_text(problem).out; }

// Expects each of `lines` (in this order, each a whole line) in `out`.
void expect_lines_in_order(const std::string& out, std::initializer_list<const char*> lines) {
  size_t at = 0;
  for (const char* line : lines) {
    const size_t found = out.find(std::string("\n") + line + "\n", at);
    EXPECT_NE(found, std::string::npos) << "missing, or out of order: \"" << line << "\"\n" << out;
    if (found != std::string::npos) at = found + 1;
  }
}

TEST(PopeyeConditionExamples, ANeutralUnitsChangeIsWrittenWithItsN) {
  // BEISPIEL/cham.inp: a neutral chameleon's change "=ncB", a neutral pawn promoted into a chameleon
  // "=nQ=nc" (Popeye writes the changed unit as it writes a promotion, its side's "n" first).
  const std::string out = examples_solve(
      "beginproblem\npieces white kh1 black kh8 neutral chameleon sd4 neutral pb7\nstipulation ~1\nendproblem\n");
  expect_lines_in_order(out, {"   1.ncSd4-b3=ncB !", "   1.ncSd4-b5=ncB !", "   1.nPb7-b8=nQ + !",
                              "   1.nPb7-b8=nQ=nc + !", "   1.nPb7-b8=nB=nc !"});
}

TEST(PopeyeConditionExamples, ARoyalUnitThatIsNoKingCanBeMated) {
  // BEISPIEL/pieces.inp#2 #18: a royal unit's moves into an attack were taken for legal, so no mate.
  const std::string out =
      examples_solve("beginproblem\nstipulation #1\npieces white kc3 bh8 black royal sa1\nendproblem\n");
  expect_lines_in_order(out, {"              Royal a1", "   1.Kc3-b2 # !"});
}

TEST(PopeyeConditionExamples, ANeutralKamikazeCapturerIsRebornForTheSideThatMovedIt) {
  // BEISPIEL/neutral.inp#4: under Circe a neutral kamikaze capturer moved by White is reborn on White's
  // square (the unit it took, on Black's).
  const std::string out = examples_solve(
      "beginproblem\nstipulation ~1\ncondition circe\npieces white kf2 black kh3 neutral kamikaze ba8 pb7\n"
      "endproblem\n");
  expect_lines_in_order(out, {"   1.nkPb7*a8=nkQ[nkQa8->d1][+nkBc8] + !", "   1.nkPb7*a8=nkS[nkSa8->b1][+nkBc8] + !",
                              "   1.nkPb7*a8=nkR[nkRa8->h1][+nkBc8] + !", "   1.nkPb7*a8=nkB[nkBa8->f1][+nkBc8] + !",
                              "   1.nkBa8*b7[nkBb7->f1][+nkPb7] + !"});
}

TEST(PopeyeConditionExamples, TheSetPlayOfAnOddHelpPlayIsNumberedAsThePlay) {
  // BEISPIEL/andrnach.inp#5, BEISPIEL/haan.inp#2 (h#n with WhiteBegins and SetPlay): the set play
  // leaves out the play's first half move, "1...  ...  2.".
  const std::string out = examples_solve(
      "beginproblem\nstipulation h#1.5\noption set\npieces white ka1 qh1 black kh8 pg7 ph7 rg8\nendproblem\n");
  expect_lines_in_order(out, {"  1...  ...  2.h7-h5 Qh1*h5 #", "  1...  ...  2.Rg8-a8 + Qh1*a8 #", "",
                              "  1...Ka1-b2   2.h7-h5 Qh1*h5 #"});
}

TEST(PopeyeConditionExamples, AChangeIsWrittenWithItsUnitsNoteWhenAnotherRebirthComesBetween) {
  // TESTS/anticirce.inp#17: the AntiCirce capturer recoloured by Volage on its rebirth square, after
  // which Circe's rebirth is written: "[wSd5->b1=b][+bRa8]" (the change was lost).
  const std::string out = examples_solve(
      "begin\npieces white sc3 black rd5 bf4\ncondition anticirce circe volage\nstip x1\noption nowk nobk\nend\n");
  expect_lines_in_order(out, {"   1.Sc3*d5[wSd5->b1=b][+bRa8] x !"});
}

TEST(PopeyeConditionExamples, AVolcanicRebirthOnTheLastRankPromotesBeforeItGoesUnder) {
  // TESTS/circe.inp#15 #16: the pawn reborn under its occupied promotion square promotes there first,
  // one solution per kind, "[+wPc8=Q->v]" (it went under as a pawn). Popeye 4.104's lines:
  const std::string out = examples_solve(
      "begin\npieces white kh1 pb7 sc8 black ka3 ba6\nstip h~1\ncondition circe couscous volcanic\nend\n");
  for (const char* kind : {"Q", "S", "R", "B"})
    for (const char* king : {"g1", "h2"}) {
      const std::string line = std::string("  1.Ba6*b7[+wPc8=") + kind + "->v] + Kh1-" + king + "\n";
      EXPECT_NE(out.find(line), std::string::npos) << line << out;
    }
  EXPECT_EQ(out.find("[+wPc8->v]"), std::string::npos) << out;
}

TEST(PopeyeConditionExamples, AnAntiCirceCapturerChangesSideByAndernachOnItsRebirthSquare) {
  // REGRESSIONS/4_61_to_4_63.inp#12: AntiCirce's rebirth comes first (the knight is reborn as White's,
  // on b1), then Andernach's change of side there, whichever condition is written first.
  for (const char* conditions : {"andernach anticirce", "anticirce andernach"}) {
    const std::string out = examples_solve(std::string("begin\npieces white sb1 black pd2\nstip ~1\ncond ") + conditions +
                                           "\noption nowk nobk\nend\n");
    expect_lines_in_order(out, {"   1.Sb1*d2[wSd2->g1=b] !"});
  }
}

TEST(PopeyeConditionExamples, EnPassantOfAPawnsStepFromItsFirstRankAsPopeyesPathOfSquares) {
  // REGRESSIONS/4_69_to_4_71.inp#19: "EnPassant c8 c7 c6" is the last move's path, the pawn on c6, c7
  // passed over: capturable en passant there.
  const std::string out =
      examples_solve("begin\npieces white pd6 black pc6\nstip ~1\noption enpassant c8c7c6 nowk nobk\nend\n");
  expect_lines_in_order(out, {"   1.d6-d7 !", "   1.d6*c7 ep. !"});
}

TEST(PopeyeConditionExamples, CirceParrainRebirthAfterTheNextSeriesMove) {
  // REGRESSIONS/4_69_to_4_71.inp#20: in series play the other side's pass is no move; the unit taken
  // en passant is reborn after the series' next move (and Volage recolours it). Popeye 4.104's lines:
  for (const auto& [conditions, line] :
       {std::pair<const char*, const char*>{"circe parrain", "  1.f5*e6 ep.   2.e6-e7[+bPe6] z"},
        {"volage circe parrain", "  1.f5*e6 ep.   2.e6-e7=b[+bPe6=w] z"}}) {
    const std::string out = examples_solve(std::string("begin\npieces white pf5 black pe5f6\nstip ser-ze72\ncondition ") +
                                           conditions + "\noption enpassant e7e6e5 nowk nobk\nend\n");
    expect_lines_in_order(out, {line});
  }
}

size_t count_of(const std::string& out, const std::string& what) {
  size_t n = 0;
  for (size_t at = out.find(what); at != std::string::npos; at = out.find(what, at + 1)) ++n;
  return n;
}

TEST(PopeyeConditionExamples, UnderReversalEinsteinAPawnOnItsLastRankDoesNotPromoteToTheDiagramsKinds) {
  // REGRESSIONS/4_69_to_4_71.inp#26: the rook in the diagram gave the pawn a promotion to it (the
  // diagram's kinds were added to the list the condition had emptied); Popeye 4.104's moves:
  const std::string out =
      examples_solve("begin\nstipulation ~1\ncond ReversalEinstein\npieces white kh1 pd7 black ka1 re8 pa2\nend\n");
  expect_lines_in_order(out, {"   1.Kh1-h2 !", "   1.d7-d8=S !", "   1.d7*e8 !"});
  EXPECT_EQ(count_of(out, "1.d7"), 2u) << out;
}

TEST(PopeyeConditionExamples, InSeriesReflexPlayTheSeriesSideMustNotBeAbleToReachTheGoal) {
  // BEISPIEL/castling.inp#32: before each series move, a side that could give the check itself (0-0+)
  // must: 1.Bg4-e2 2.Rh1-g1 is no series (after 1.Bg4-e2 castling checks). Popeye 4.104's two lines:
  const std::string out = examples_solve(
      "beginproblem\nstipulation ser-r+3\npieces white ke1 rh1 bg4 pf2 black kc1 ba6\nendproblem\n");
  expect_lines_in_order(out, {"  1.Rh1-g1   2.Bg4-e2   3.Ke1-f1 Ba6*e2 +", "  1.Rh1-h2   2.Bg4-e2   3.Ke1-f1 Ba6*e2 +"});
  EXPECT_EQ(count_of(out, "Ba6*e2 +"), 2u) << out;
}

TEST(PopeyeConditionExamples, InSeriesReflexPlayTheOtherSideMustReachTheGoalAsSoonAsItCan) {
  // BEISPIEL/vvst.inp#8: after 1.Kc8-b7 Black can take (and must): the series stops there, no
  // 2.Kb7-a6 after it. Popeye 4.104 gives the three one-move series only.
  const std::string out = examples_solve(
      "beginproblem\nstipulation ser-rx2\ncondition marscirce\npieces white kc8 pb6 black ka8 pa7\nendproblem\n");
  for (const char* line : {"  1.Kc8-b7 a7*b6 x", "  1.Kc8-c7 a7*b6 x", "  1.Kc8-b8 a7*b6 x"})
    EXPECT_NE(out.find(std::string("\n") + line + "\n"), std::string::npos) << line << "\n" << out;
  EXPECT_EQ(count_of(out, "a7*b6 x"), 3u) << out;
}

}  // namespace
}  // namespace nightrider
