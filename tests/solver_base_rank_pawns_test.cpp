// Popeye's rule for problems: a pawn on its own first rank (there by twinning, by the diagram or by a
// rebirth) neither moves nor observes, unless a condition lets it step from there (Einstein: up to three
// squares; Circe Parrain: one). Positions of our own; the expected answers are Popeye 4.104's.
#include <gtest/gtest.h>

#include <string>

#include "support/solve_text.h"

namespace nightrider {
namespace {

std::string base_rank_solve(const std::string& problem) {
  const testing::SolvedText solved = testing::solve_problem_text(problem);
  EXPECT_EQ(solved.err, "");
  return solved.out;
}

size_t base_rank_count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(BaseRankPawns, APawnOnItsFirstRankCannotInterpose) {
  // Black's g8 pawn cannot step to g7: Qd4, Qa1 and Qg7 all mate (Popeye's three keys).
  const std::string out = base_rank_solve("beginproblem\nstipulation #1\npieces white kh6 qg1 black kh8 pg8\nendproblem\n");
  EXPECT_NE(out.find("1.Qg1-d4 # !"), std::string::npos) << out;
  EXPECT_NE(out.find("1.Qg1-a1 # !"), std::string::npos) << out;
  EXPECT_NE(out.find("1.Qg1-g7 # !"), std::string::npos) << out;
  EXPECT_EQ(base_rank_count(out, " !"), 3u) << out;
}

TEST(BaseRankPawns, AMirroredTwinPutsThePawnThereToo) {
  // Twin b) mirrors the a2 pawn to g8 (the same position as above, reached by twinning).
  const std::string out = base_rank_solve(
      "beginproblem\nstipulation #2\npieces white kc1 qh2 black ka1 pa2\ntwin mirror a1<-->h8\nendproblem\n");
  const size_t b = out.find("b) mirror");
  ASSERT_NE(b, std::string::npos) << out;
  const std::string twin_b = out.substr(b);
  EXPECT_EQ(base_rank_count(twin_b, " !"), 3u) << twin_b;
  EXPECT_NE(twin_b.find("1.Qg1-d4 # !"), std::string::npos) << twin_b;
}

TEST(BaseRankPawns, APawnOnItsFirstRankObservesNothing) {
  // The c1 pawn does not guard d2 (the black king may go there) and has no move of its own: 8 king
  // moves, each answered by the three moves of the white king.
  const std::string out = base_rank_solve("beginproblem\nstipulation h~1\npieces white kh1 pc1 black kd3\nendproblem\n");
  EXPECT_NE(out.find("1.Kd3-d2 Kh1-g2"), std::string::npos) << out;
  EXPECT_NE(out.find("1.Kd3-c2 Kh1-g2"), std::string::npos) << out;
  EXPECT_EQ(out.find("c1-"), std::string::npos) << out;
  EXPECT_EQ(base_rank_count(out, "  1.Kd3-"), 24u) << out;
}

TEST(BaseRankPawns, EinsteinAndParrainLetItStep) {
  const std::string pieces = "pieces white ke1 pc1 black ke8 pa8\nstipulation h~1\noption nowk\n";
  // Einstein: up to three squares (Popeye: 1.a8-a5 c1-c4).
  const std::string einstein = base_rank_solve("beginproblem\ncondition Einstein\n" + pieces + "endproblem\n");
  EXPECT_NE(einstein.find("1.a8-a5 c1-c4"), std::string::npos) << einstein;
  // Circe Parrain: one square (Popeye: 1.a8-a7 c1-c2), never two.
  const std::string parrain = base_rank_solve("beginproblem\ncondition Circe Parrain\n" + pieces + "endproblem\n");
  EXPECT_NE(parrain.find("1.a8-a7 c1-c2"), std::string::npos) << parrain;
  EXPECT_EQ(parrain.find("a8-a6"), std::string::npos) << parrain;
  // Plain Circe and Equipollents: the pawns stay (Popeye lists king moves only).
  for (const char* condition : {"Circe", "Circe Equipollents"}) {
    const std::string still = base_rank_solve(std::string("beginproblem\ncondition ") + condition + "\n" + pieces +
                                              "endproblem\n");
    EXPECT_EQ(still.find("a8-a"), std::string::npos) << condition << still;
    EXPECT_EQ(still.find("c1-c"), std::string::npos) << condition << still;
    EXPECT_NE(still.find("1.Ke8-d7 Ke1-f2"), std::string::npos) << condition << still;
  }
}

}  // namespace
}  // namespace nightrider
