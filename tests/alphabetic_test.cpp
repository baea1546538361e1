// Alphabetic chess (conditions/obligations/alphabetic.h): a side moves the unit first in the order a1
// a2 … a8 b1 … h8 among those with a legal move. Positions of our own whose moves Popeye 4.104 lists
// the same (tests/data/alphabetic/own_*); Popeye's examples compared as whole text.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Alphabetic, TheUnitFirstInTheAlphabetMoves) {
  const auto rules = chess_with("AlphabeticChess");
  // a1 is empty; the rook a2 moves, not the knight b1, the pawn c2 or the king h1.
  const std::set<std::string> rook = {"a2a1", "a2a3", "a2a4", "a2a5", "a2a6", "a2a7", "a2b2"};
  EXPECT_EQ(legal_ucis(*rules, "3qk3/p7/8/8/8/8/R1P5/1N5K w - - 0 1"), rook);
  // Black's pawn a7 comes first.
  EXPECT_EQ(legal_ucis(*rules, "3qk3/p7/8/8/8/8/R1P5/1N5K b - - 0 1"),
            (std::set<std::string>{"a7a6", "a7a5"}));
}

TEST(Alphabetic, AUnitWithoutALegalMoveIsPassedOver) {
  const auto rules = chess_with("AlphabeticChess");
  // The rook a1, shut in by its own pawn a2 and knight b1, has no move: the pawn a2 moves.
  EXPECT_EQ(legal_ucis(*rules, "4k3/8/8/8/8/8/P7/RN5K w - - 0 1"), (std::set<std::string>{"a2a3", "a2a4"}));
}

TEST(Alphabetic, OneSideOnly) {
  const auto white = chess_with("WhiteAlphabeticChess");
  EXPECT_EQ(legal_ucis(*white, "3qk3/p7/8/8/8/8/R1P5/1N5K w - - 0 1").size(), 7u);
  EXPECT_GT(legal_ucis(*white, "3qk3/p7/8/8/8/8/R1P5/1N5K b - - 0 1").size(), 2u);
  const auto black = chess_with("BlackAlphabeticChess");
  EXPECT_EQ(legal_ucis(*black, "3qk3/p7/8/8/8/8/R1P5/1N5K b - - 0 1").size(), 2u);
}

TEST(Alphabetic, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"AlphabeticChess", {"exact"}}}), std::invalid_argument);
}

TEST(Alphabetic, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("AlphabeticChess");
  EXPECT_GT(expect_perft_two_ways(*rules), 0);
  random_games_round_trip(*rules, 253);
}

NIGHTRIDER_POPEYE_PROBLEM_SUITE(AlphabeticProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "alphabetic");

}  // namespace
}  // namespace nightrider
