// Snek chess and Snek circle chess (conditions/transmutation/snek.h): a unit taken is replaced by the
// promotion of a unit of its side of the kind below it, the mover choosing which. The positions are
// ours, the expected boards worked out by hand from the rule (Popeye 4.104's manual words and
// conditions/snek.c); Popeye's examples (tests/data/snek) are compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(SnekChess, ARookOfTheSideTakenBecomesTheQueenTaken) {
  const auto snek = chess_with("SnekChess");
  const auto plain = chess_with(ConditionList{});
  // Qd1xa1 takes the black queen: either black rook (a8 first, in Popeye's order of the squares, then
  // h8) becomes a queen, so the capture is two moves.
  const std::string fen = "r3k2r/8/8/8/8/8/8/q2QK3 w - - 0 1";
  EXPECT_EQ(after(*snek, fen, "d1a1/a8q"), "q3k2r/8/8/8/8/8/8/Q3K3 b - - 0 1");
  EXPECT_EQ(after(*snek, fen, "d1a1/h8q"), "r3k2q/8/8/8/8/8/8/Q3K3 b - - 0 1");
  EXPECT_EQ(perft_rebuilt(*snek, fen, 1), perft_rebuilt(*plain, fen, 1) + 1);
}

TEST(SnekChess, NothingChangesWithoutAUnitOfTheKindBelow) {
  const auto snek = chess_with("SnekChess");
  // A rook taken where black has no bishop.
  EXPECT_EQ(after(*snek, "4k3/8/8/8/8/8/8/r2QK3 w - - 0 1", "d1a1"), "4k3/8/8/8/8/8/8/Q3K3 b - - 0 1");
}

TEST(SnekCircleChess, AKnightTakenMakesAQueenAKnight) {
  const auto circle = chess_with("SnekCircleChess");
  EXPECT_EQ(after(*circle, "4k2q/8/8/8/8/8/8/n2QK3 w - - 0 1", "d1a1/h8n"),
            "4k2n/8/8/8/8/8/8/Q3K3 b - - 0 1");
  // A pawn taken changes nothing under the circle.
  EXPECT_EQ(after(*circle, "4k2q/3p4/8/8/8/8/8/3QK3 w - - 0 1", "d1d7"), "4k2q/3Q4/8/8/8/8/8/4K3 b - - 0 1");
}

TEST(SnekChess, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"SnekChess", {"Ultramarine"}}}), std::invalid_argument);
}

TEST(SnekChess, PerftTwoWaysAndRandomGames) {
  for (const char* name : {"SnekChess", "SnekCircleChess"}) {
    const auto rules = chess_with(name);
    // The third position (kings, rooks and pawns) has no unit of a kind below one that can be taken, so
    // its count is chess's; the other two change.
    EXPECT_EQ(expect_perft_two_ways(*rules), 2) << name;
    random_games_round_trip(*rules, 59);
  }
}

// Popeye's examples (tests/data/snek) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(SnekProblems, PopeyesTextToTheLetter, testing::expect_popeye_text, "snek");

}  // namespace
}  // namespace nightrider
