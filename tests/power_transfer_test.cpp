// Power transfer (conditions/walks/power_transfer.h): a unit whose Circe rebirth square holds a unit
// moves, takes and checks with that unit's walk. Popeye 4.104's examples: tests/data/power_transfer its
// whole text, tests/data/power_transfer_solutions its moves in another order.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(PowerTransfer, AUnitMovesWithTheWalkOfTheUnitOnItsRebirthSquare) {
  const auto rules = chess_with("PowerTransfer");
  // The pawn d4's rebirth square d2 holds a black knight: the pawn moves as a knight
  // (TESTS/powertransfer.inp).
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/8/3P4/8/3n4/7K w - - 0 1", "d4").size(), 8u);
  // Its rebirth square empty, it moves as a pawn.
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/8/3P4/8/8/7K w - - 0 1", "d4").size(), 1u);
}

TEST(PowerTransfer, AnOfficersRebirthSquareGoesByTheColourOfItsSquare) {
  const auto rules = chess_with("PowerTransfer");
  // The knight f2 stands on a dark square: its rebirth square is g1, where a rook stands, so it moves as
  // a rook (14 moves); on g2, a light square, its rebirth square b1 is empty: the knight's 3 moves (e3, f4,
  // h4).
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/8/8/8/5N2/4K1R1 w - - 0 1", "f2").size(), 14u);
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/8/8/8/6N1/4K1R1 w - - 0 1", "g2").size(), 3u);
}

TEST(PowerTransfer, UnknownWordsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"PowerTransfer", {"TypeB"}}}), std::invalid_argument);
}

TEST(PowerTransfer, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("PowerTransfer");
  EXPECT_GT(expect_perft_two_ways(*rules), 0);
  random_games_round_trip(*rules, 259);
}

NIGHTRIDER_POPEYE_PROBLEM_SUITE(PowerTransferProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "power_transfer");
NIGHTRIDER_POPEYE_PROBLEM_SUITE(PowerTransferSolutions, PopeyesSolutions,
                                testing::expect_same_solutions_as_popeye, "power_transfer_solutions");

}  // namespace
}  // namespace nightrider
