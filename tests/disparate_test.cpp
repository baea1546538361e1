// Disparate (conditions/observation/disparate.h; Popeye's conditions/disparate.c): a unit of the kind the
// opponent has just moved may neither move nor observe. One position per clause, the moves worked out by
// hand; perft two ways (the kind just moved is the move marker, in the FEN) and random games as for every
// condition; Popeye's examples and a position of our own against Popeye's output (tests/data/disparate).
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"
#include "support/test_paths.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Disparate, AUnitOfTheKindTheOpponentJustMovedStandsStill) {
  auto rules = chess_with("Disparate");
  // Black's rook h8-h7: White's rook a1 may not move; its king may.
  const std::string fen = after(*rules, "r3k2r/8/8/8/8/8/8/R3K3 b - - 0 1", "h8h7");
  ASSERT_NE(fen, "illegal");
  EXPECT_FALSE(legal(*rules, fen, "a1a2"));
  EXPECT_TRUE(legal(*rules, fen, "e1d2"));
  // In the diagram no move has been played: the rook moves.
  EXPECT_TRUE(legal(*rules, "r3k2r/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a2"));
  // A pawn that promotes moved as a pawn: White's pawns stand still after it, not its knights.
  const std::string promoted = after(*rules, "4k3/8/8/8/8/8/p3K2P/6N1 b - - 0 1", "a2a1q");
  ASSERT_NE(promoted, "illegal");
  EXPECT_FALSE(legal(*rules, promoted, "h2h3"));
  EXPECT_TRUE(legal(*rules, promoted, "g1f3"));
}

TEST(Disparate, ABarredUnitGivesNoCheck) {
  auto rules = chess_with("Disparate");
  auto chess = chess_with(ConditionList{});
  // The rook e7 leaves the e-file: White's rook e1, of the kind Black has just moved, does not check.
  const std::string fen = "4k3/4r3/8/8/8/8/8/K3R3 b - - 0 1";
  EXPECT_TRUE(legal(*rules, fen, "e7h7"));
  EXPECT_FALSE(legal(*chess, fen, "e7h7"));
  // Once White has moved its king the rook checks again: Black is in check.
  const std::string later = after(*rules, after(*rules, fen, "e7h7"), "a1b1");
  ASSERT_NE(later, "illegal");
  EXPECT_TRUE(in_check(*rules, later));
  // The mover's own units of that kind are not barred: Black's rook a7 checks the king a1.
  EXPECT_TRUE(in_check(*rules, after(*rules, "4k3/4r3/8/8/8/8/8/K3R3 b - - 0 1", "e7a7")));
}

TEST(Disparate, BadArgumentsAreOneLine) {
  EXPECT_THROW(chess_with(ConditionList{{"Disparate", {"x"}}}), std::invalid_argument);
}

TEST(Disparate, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("Disparate");
  expect_perft_two_ways(*rules);
  random_games_round_trip(*rules, 169);
}

// The problems of tests/data/disparate against Popeye's output: the same solution lines.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(DisparateProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "disparate");

}  // namespace
}  // namespace nightrider
