// WhitePromSquares and BlackPromSquares (conditions/material/prom_squares.h): the side's pawns promote
// on the squares listed and nowhere else. Positions of our own whose moves Popeye 4.104 lists the same
// (tests/data/prom_squares/own_prom_squares); Popeye's example compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(PromSquares, APawnPromotesOnASquareListedEvenByItsDoubleStep) {
  const auto rules = chess_with(ConditionList{{"WhitePromSquares", {"b4", "d7"}}});
  // b2-b3, and b2-b4 four times (queen, rook, bishop, knight).
  EXPECT_EQ(unit_moves(*rules, "4k3/8/8/8/8/8/1P6/4K3 w - - 0 1", "b2").size(), 5u);
  // d6-d7 promotes; the black pawn's square g5-g4 is not White's.
  EXPECT_EQ(unit_moves(*rules, "7k/8/3P4/6p1/8/8/8/K7 w - - 0 1", "d6").size(), 4u);
}

TEST(PromSquares, NotOnTheLastRankUnlessListed) {
  const auto rules = chess_with(ConditionList{{"BlackPromSquares", {"g4", "h6"}}});
  // h7-h6 promotes (four moves) and h7-h5 does not.
  EXPECT_EQ(unit_moves(*rules, "4k3/7p/8/8/8/8/8/K7 b - - 0 1", "h7").size(), 5u);
  // b2-b1 is a plain step: b1 is not listed.
  EXPECT_EQ(unit_moves(*rules, "4k3/8/8/8/8/8/1p6/7K b - - 0 1", "b2").size(), 1u);
}

TEST(PromSquares, SquaresAreNeeded) {
  EXPECT_THROW(chess_with(ConditionList{{"WhitePromSquares", {}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"WhitePromSquares", {"z9"}}}), std::invalid_argument);
}

NIGHTRIDER_POPEYE_PROBLEM_SUITE(PromSquaresProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "prom_squares");

}  // namespace
}  // namespace nightrider
