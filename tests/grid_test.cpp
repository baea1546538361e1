// Grid chess (conditions/board/grid.h), one position per clause: a move must leave its cell, a unit
// checks only outside its cell; the 2x2 cells, Orthogonal lines, Irregular cells with GridLine lines
// (a move touching a line leaves the cell); the grid drawn in Popeye's diagram; Popeye's shifted grids
// refused by name. The expected moves and text are Popeye 4.104's on the same positions (stipulation
// ~1). Perft two ways and random games as for every condition; Popeye's examples with the condition:
// docs/conditions.md.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

const char* const kGridPieces = "white ke1 rd1 pc2 sb1 black ka8 bf3";

std::set<std::string> grid_moves(const std::string& condition, const std::string& pieces = kGridPieces) {
  const testing::SolvedText solved = testing::solve_problem_text(
      "beginproblem\nstipulation ~1\ncondition " + condition + "\npieces " + pieces + "\nendproblem\n");
  EXPECT_EQ(solved.err, "");
  return testing::first_moves(solved.out);
}

TEST(Grid, AMoveLeavesItsCell) {
  // Popeye: the king may not step within e1-f2, nor the rook to d2 or c1 ...; c2-c3 leaves c1-d2.
  EXPECT_EQ(grid_moves("GridChess"),
            (std::set<std::string>{"1.Sb1-d2", "1.Sb1-c3", "1.Sb1-a3", "1.Rd1-d8 +", "1.Rd1-d7", "1.Rd1-d6",
                                   "1.Rd1-d5", "1.Rd1-d4", "1.Rd1-d3", "1.Ke1-d2", "1.c2-c4", "1.c2-c3"}));
  auto rules = chess_with("GridChess");
  EXPECT_FALSE(legal(*rules, "k7/8/8/8/8/8/8/4K3 w - - 0 1", "e1f2"));
  EXPECT_TRUE(legal(*rules, "k7/8/8/8/8/8/8/4K3 w - - 0 1", "e1d2"));
}

TEST(Grid, ChecksOnlyOutsideItsCell) {
  auto rules = chess_with("GridChess");
  // The queen f2 shares the king's cell: no check; the rook d4 checks d1 from another cell.
  EXPECT_FALSE(in_check(*rules, "k7/8/8/8/8/8/5q2/4K3 w - - 0 1"));
  EXPECT_TRUE(in_check(*rules, "k7/8/8/8/3r4/8/8/3K4 w - - 0 1"));
  EXPECT_EQ(grid_moves("GridChess", "white ke1 pd2 black ka8 rd4 qf2"), (std::set<std::string>{"1.Ke1-d1", "1.d2-d3"}));
}

TEST(Grid, OrthogonalLines) {
  // One line after the d-file and one after the 4th rank: four cells of 4x4.
  EXPECT_EQ(grid_moves("GridChess Orthogonal d4"),
            (std::set<std::string>{"1.Rd1-d8", "1.Rd1-d7", "1.Rd1-d6", "1.Rd1-d5", "1.Ke1-d2"}));
}

TEST(Grid, IrregularCellsAndGridLines) {
  // Cells a1-d1 and e1-e2, every other square one more cell; a line along the left of c2 (up to c3).
  const std::string condition = "GridChess Irregular a1b1c1d1 e1e2 GridLine vc21";
  EXPECT_EQ(grid_moves(condition),
            (std::set<std::string>{"1.Sb1-d2", "1.Sb1-c3", "1.Sb1-a3", "1.Rd1-d8", "1.Rd1-d7", "1.Rd1-d6",
                                   "1.Rd1-d5", "1.Rd1-d4", "1.Rd1-d3", "1.Rd1-d2", "1.Ke1-f2", "1.Ke1-d2",
                                   "1.Ke1-f1"}));
  // Popeye draws the cells and the line in its diagram.
  const testing::SolvedText solved = testing::solve_problem_text(
      "beginproblem\nstipulation ~1\ncondition " + condition + "\npieces " + kGridPieces + "\nendproblem\n");
  const std::string popeye_rows =
      "3   .   .   .   .   .  -B   .   .   3\n"
      "|                  ---              |\n"
      "2   .   . | P   . | . | .   .   .   2\n"
      "|  --- --- --- ---                  |\n"
      "1   .   S   .   R | K | .   .   .   1\n";
  EXPECT_NE(solved.out.find(popeye_rows), std::string::npos) << solved.out;
}

TEST(Grid, ShiftedGridsAreRefusedByName) {
  for (const char* shift : {"VerticalShift", "HorizontalShift", "DiagonalShift"}) {
    try {
      chess_with(ConditionList{{"GridChess", {shift}}});
      FAIL() << shift << " was accepted";
    } catch (const std::invalid_argument& e) {
      EXPECT_EQ(std::string(e.what()), std::string("GridChess ") + shift + " is not supported yet");
    }
  }
  EXPECT_THROW(chess_with(ConditionList{{"GridChess", {"Orthogonal", "x9"}}}), std::invalid_argument);
}

TEST(Grid, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("GridChess");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 37);
  auto irregular = chess_with(ConditionList{{"GridChess", {"Irregular", "a1b1c1d1", "e1e2", "GridLine", "vc21"}}});
  EXPECT_EQ(expect_perft_two_ways(*irregular), 3);
}

}  // namespace
}  // namespace nightrider
