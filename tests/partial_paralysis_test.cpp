// Partial paralysis (conditions/observation/partial_paralysis.h): a unit observed by an enemy unit may
// not go to, take on or check a square the observer's walk would reach from its square. The positions'
// legal moves were checked against Popeye 4.104 (`stipulation ~1`); Popeye's examples
// (tests/data/partial_paralysis) are compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(PartialParalysis, AQueenObservedByABishopMovesAsARook) {
  const auto rules = chess_with("PartialParalysis");
  // The bishop b3 observes the queen d1: she may not move, take or check along the diagonals from d1
  // (Popeye: 1.Qd1-d5 + and 1.Qd1-h1 + among her rook moves, no Qd1*b3, no Qd1-e2).
  const std::string fen = "8/8/8/7k/8/1b6/8/K2Q4 w - - 0 1";
  EXPECT_FALSE(legal(*rules, fen, "d1b3"));
  EXPECT_FALSE(legal(*rules, fen, "d1e2"));
  EXPECT_TRUE(legal(*rules, fen, "d1d5"));
  EXPECT_TRUE(in_check(*rules, after(*rules, fen, "d1d5")));
  EXPECT_EQ(legal_ucis(*rules, fen).size(), 16u);
  // Nor does she check the king h5 along the diagonal d1-h5.
  EXPECT_FALSE(in_check(*rules, "8/8/8/7k/8/1b6/8/K2Q4 b - - 0 1"));
  EXPECT_TRUE(in_check(*chess_with(ConditionList{}), "8/8/8/7k/8/1b6/8/K2Q4 b - - 0 1"));
}

TEST(PartialParalysis, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"PartialParalysis", {"RexInclusive"}}}), std::invalid_argument);
}

// Popeye's examples (tests/data/partial_paralysis) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(PartialParalysisProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "partial_paralysis");

}  // namespace
}  // namespace nightrider
