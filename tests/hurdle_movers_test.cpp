// Bul and Dob hoppers (conditions/movers/hurdle_movers.h): after a hop the hurdle makes a move that takes
// nothing, with the hopper's walk for the mover (Bul) or its own walk for its own side (Dob), in the
// order Popeye 4.104 tries them (pieces/attributes/bul.c); a hop whose hurdle cannot move is not
// played, and such a capture of a king is no check. Positions of our own with Popeye's lines, the
// refusals, then the problems of tests/data/hurdle_movers against Popeye's whole text.
#include "conditions/movers/hurdle_movers.h"

#include <gtest/gtest.h>

#include <string>

#include "support/popeye_problem_files.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

std::string hurdle_mover_lines(const std::string& pieces, const std::string& stipulation,
                               const std::string& option = "") {
  const testing::SolvedText solved =
      testing::solve_problem_text("BeginProblem\nPieces " + pieces + "\nStipulation " + stipulation +
                                  (option.empty() ? "" : "\nOption " + option) + "\nEndProblem\n");
  EXPECT_TRUE(solved.err.empty()) << solved.err;
  return testing::solution_lines(solved.out);
}

TEST(HurdleMovers, BulHurdleMovesAsTheHopperForTheMover) {
  // Gd4-d6 over the white pawn d5: the pawn then hops as a grasshopper for White, over the grasshopper
  // to d7 or over the black pawn e6 to f7 (Popeye tries f7 first: the reverse of its generation).
  const std::string lines = hurdle_mover_lines("White Ka1 Pd5 White Bul Gd4 Black Kh8 Pe6 Rb8", "~1");
  EXPECT_NE(lines.find("1.bGd4-d6[wPd5->f7] !\n   1.bGd4-d6[wPd5->d7] !"), std::string::npos) << lines;
}

TEST(HurdleMovers, DobHurdleMovesWithItsOwnWalkForItsOwnSide) {
  // Gd4-d7 over the black pawn d6: the pawn steps on for Black, to d5; Gd4-g4 over the black knight f4:
  // the knight leaps to its squares that are empty, d5 last.
  const std::string lines = hurdle_mover_lines("White Ka1 White Dob Gd4 Black Kh8 Pd6 Sf4 Rd8", "~1");
  EXPECT_NE(lines.find("1.dGd4-d7[bPd6->d5] !"), std::string::npos) << lines;
  EXPECT_NE(lines.find("1.dGd4-g4[bSf4->d3] !\n   1.dGd4-g4[bSf4->e2] !"), std::string::npos) << lines;
  EXPECT_NE(lines.find("1.dGd4-g4[bSf4->d5] !"), std::string::npos) << lines;
}

TEST(HurdleMovers, AHopWhoseHurdleCannotMoveIsNotPlayed) {
  // Ga1-a3 over the pawn a2, which may then hop only over the grasshopper on a3, to a4: blocked by the
  // black pawn there, the hop is not played; with the black pawn on a5 it is, the pawn going to a4.
  EXPECT_EQ(hurdle_mover_lines("White Kh1 Pa2 White Bul Ga1 Black Kh8 Pa4", "~1").find("bGa1-a3"),
            std::string::npos);
  EXPECT_NE(
      hurdle_mover_lines("White Kh1 Pa2 White Bul Ga1 Black Kh8 Pa5", "~1").find("1.bGa1-a3[wPa2->a4] !"),
      std::string::npos);
}

TEST(HurdleMovers, ACaptureWhoseHurdleCannotMoveIsNoCheck) {
  // The black king may go to a3, which the grasshopper a1 hops to over a2, while the pawn a2 could not
  // move after that capture (a4 blocked); with a4 free it may not.
  EXPECT_NE(
      hurdle_mover_lines("White Kh1 Pa2 White Bul Ga1 Black Kb3 Pa4", "~1", "HalfDuplex").find("1.Kb3-a3 !"),
      std::string::npos);
  EXPECT_EQ(
      hurdle_mover_lines("White Kh1 Pa2 White Bul Ga1 Black Kb3 Pa5", "~1", "HalfDuplex").find("1.Kb3-a3 !"),
      std::string::npos);
}

TEST(HurdleMovers, RefusedWalksAndBothAttributes) {
  for (const char* pieces : {"White Ka1 White Bul Ra4 Black Ka8", "White Ka1 White Bul Dob Ga4 Black Ka8"}) {
    const testing::SolvedText solved = testing::solve_problem_text(std::string("BeginProblem\nPieces ") +
                                                                   pieces + "\nStipulation ~1\nEndProblem\n");
    EXPECT_TRUE(solved.err.find("only allowed with certain hoppers") != std::string::npos ||
                solved.err.find("can not be both Bul and Dob") != std::string::npos)
        << pieces << ": " << solved.err;
  }
}

// Popeye's examples and positions of our own (tests/data/hurdle_movers) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(HurdleMoversProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "hurdle_movers");

}  // namespace
}  // namespace nightrider
