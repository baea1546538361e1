// Functionary chess (conditions/observation/functionary.h): a unit moves and observes only while an
// enemy unit observes it. The positions are ours, checked against Popeye 4.104 (conditions/beamten.c;
// tests/data/functionary_chess/ours.inp); Popeye's examples (tests/data/functionary_chess) are compared
// as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(FunctionaryChess, OnlyAUnitAnEnemyUnitObservesMoves) {
  const auto rules = chess_with("FunctionaryChess");
  // The knight b3 observes the rook a1, which moves; nothing observes the king h1, which does not.
  const std::string fen = "7k/8/8/8/8/1n6/8/R6K w - - 0 1";
  EXPECT_EQ(unit_moves(*rules, fen, "a1").size(), 13u);
  EXPECT_TRUE(unit_moves(*rules, fen, "h1").empty());
}

TEST(FunctionaryChess, AUnitChecksOnlyWhileAnEnemyUnitObservesIt) {
  const auto rules = chess_with("FunctionaryChess");
  // The bishop a8 checks the king h1 while the rook a1 observes it; with the rook on b1 it does not,
  // and the king (which the bishop observes) may step onto its diagonal.
  EXPECT_TRUE(in_check(*rules, "b7/8/7k/8/8/8/8/R6K w - - 0 1"));
  EXPECT_FALSE(legal(*rules, "b7/8/7k/8/8/8/8/R6K w - - 0 1", "h1g2"));
  EXPECT_FALSE(in_check(*rules, "b7/8/7k/8/8/8/8/1R5K w - - 0 1"));
  EXPECT_TRUE(legal(*rules, "b7/8/7k/8/8/8/8/1R5K w - - 0 1", "h1g2"));
}

TEST(FunctionaryChess, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"FunctionaryChess", {"RexInclusive"}}}), std::invalid_argument);
}

TEST(FunctionaryChess, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("FunctionaryChess");
  expect_perft_two_ways(*rules);
  random_games_round_trip(*rules, 79);
}

// Popeye's examples and ours (tests/data/functionary_chess) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(FunctionaryChessProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "functionary_chess");

}  // namespace
}  // namespace nightrider
