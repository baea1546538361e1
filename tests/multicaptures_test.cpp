// MultiCaptures (conditions/captures/multicaptures.h; Popeye's conditions/multicaptures.c), one position
// per clause: a side captures on a square only where two of its moves capture there, and a king is in
// check only when two units observe it; `White`/`Black` restrict one side. Perft two ways and random
// games as for every condition; Popeye's examples and positions of our own against Popeye's output
// (tests/data/multicaptures).
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"
#include "support/test_paths.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(MultiCaptures, ACaptureNeedsASecondCaptureOfTheSameSquare) {
  auto rules = chess_with("MultiCaptures");
  // d4 is taken by the rook and the knight: both captures stand; b5 only by the a-pawn: no capture.
  const std::string fen = "k7/8/8/1p3N2/P2p4/8/8/3R3K w - - 0 1";
  EXPECT_TRUE(legal(*rules, fen, "d1d4"));
  EXPECT_TRUE(legal(*rules, fen, "f5d4"));
  EXPECT_FALSE(legal(*rules, fen, "a4b5"));
  // Without the knight the rook's capture is single too.
  EXPECT_FALSE(legal(*rules, "k7/8/8/1p6/P2p4/8/8/3R3K w - - 0 1", "d1d4"));
}

TEST(MultiCaptures, EnPassantCountsTheSquareOfThePawnTaken) {
  auto rules = chess_with("MultiCaptures");
  // After ...f7-f5 both White's e- and g-pawns take it en passant: two captures of f5.
  const std::string both = after(*rules, "k7/5p2/8/4P1P1/8/8/8/7K b - - 0 1", "f7f5");
  EXPECT_TRUE(legal(*rules, both, "e5f6"));
  EXPECT_TRUE(legal(*rules, both, "g5f6"));
  const std::string one = after(*rules, "k7/5p2/8/4P3/8/8/8/7K b - - 0 1", "f7f5");
  EXPECT_FALSE(legal(*rules, one, "e5f6"));
}

TEST(MultiCaptures, CheckNeedsTwoObservers) {
  auto rules = chess_with("MultiCaptures");
  EXPECT_FALSE(in_check(*rules, "7k/8/8/8/8/8/8/B6K b - - 0 1"));   // the bishop alone
  EXPECT_FALSE(in_check(*rules, "7k/8/8/8/8/8/8/B5RK b - - 0 1"));  // the rook g1 observes the g-file
  EXPECT_TRUE(in_check(*rules, "7k/8/8/8/8/8/8/B3K2R b - - 0 1"));  // bishop and rook
  // A king may stand next to the enemy king, observed once.
  EXPECT_TRUE(legal(*rules, "8/8/8/8/8/5k2/8/6K1 b - - 0 1", "f3f2"));
}

TEST(MultiCaptures, ASideWithCapturesOnlyKeepsItsLastCapture) {
  // Popeye drops a capture its successor in the sorted list does not share the square with; the last
  // move has no successor. The black king h1 has only captures (g2, h2): h2, the last, stays
  // (tests/data/multicaptures/own_last_capture: Popeye finds no stalemate).
  auto rules = chess_with("MultiCaptures");
  EXPECT_EQ(legal_ucis(*rules, "8/8/8/8/8/8/6PN/6Kk b - - 0 1"), (std::set<std::string>{"h1h2"}));
}

TEST(MultiCaptures, OneSideOnly) {
  auto white = chess_with(ConditionList{{"MultiCaptures", {"White"}}});
  auto black = chess_with(ConditionList{{"MultiCaptures", {"Black"}}});
  const std::string fen = "k7/8/8/1p6/P7/8/8/7K w - - 0 1";
  EXPECT_FALSE(legal(*white, fen, "a4b5"));
  EXPECT_TRUE(legal(*black, fen, "a4b5"));
  // Black's single check stands under MultiCaptures White (its checks are Black's own).
  EXPECT_TRUE(in_check(*white, "k2r4/8/8/8/8/8/8/3K4 w - - 0 1"));
  EXPECT_FALSE(in_check(*black, "k2r4/8/8/8/8/8/8/3K4 w - - 0 1"));
  EXPECT_THROW(chess_with(ConditionList{{"MultiCaptures", {"Red"}}}), std::invalid_argument);
}

TEST(MultiCaptures, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("MultiCaptures");
  expect_perft_two_ways(*rules);
  random_games_round_trip(*rules, 228);
}

// The problems of tests/data/multicaptures against Popeye's output: the same solution lines.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(MultiCapturesProblems, SameSolutionLinesAsPopeye,
                                testing::expect_same_solutions_as_popeye, "multicaptures");

}  // namespace
}  // namespace nightrider
