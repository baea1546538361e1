// Popeye's options KeepMatingPiece (a move after which the side to reach the goal has no unit besides
// its king does not solve) and StopOnShortSolutions (in direct, self and reflex play: Popeye's line
// that it is not supported there). Popeye's examples and our positions (tests/data/keep_mating_piece,
// tests/data/stop_on_short_solutions) are compared as whole text with Popeye 4.104's output.
#include <gtest/gtest.h>

#include <string>

#include "support/popeye_problem_files.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

NIGHTRIDER_POPEYE_PROBLEM_SUITE(KeepMatingPieceProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "keep_mating_piece");

NIGHTRIDER_POPEYE_PROBLEM_SUITE(StopOnShortSolutionsProblems, PopeyesTextToTheLetter,
                                testing::expect_popeye_text, "stop_on_short_solutions");

TEST(KeepMatingPiece, SeriesPlayIsRefusedByName) {
  const testing::SolvedText solved = testing::solve_problem_text(
      "begin pieces white ka1 qd1 black kh8 stipulation ser-#3 option keepmatingpiece end");
  EXPECT_NE(solved.err.find("option KeepMatingPiece with ser-#3 is not supported yet"), std::string::npos)
      << solved.err;
}

TEST(StopOnShortSolutions, HelpPlayIsRefusedByName) {
  const testing::SolvedText solved = testing::solve_problem_text(
      "begin pieces white ka3 qg8 sg4 black ka1 sa8 stipulation h#2 option stoponshortsolutions end");
  EXPECT_NE(solved.err.find("option StopOnShortSolutions with h#2 is not supported yet"), std::string::npos)
      << solved.err;
}

}  // namespace
}  // namespace nightrider
