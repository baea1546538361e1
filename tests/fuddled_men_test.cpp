// Fuddled Men (conditions/movers/fuddled_men.h): a unit that moved in its side's last move neither
// moves nor observes in that side's next one. The positions are ours, checked against Popeye 4.104
// (conditions/fuddled_men.c; tests/data/fuddled_men/ours_lines.inp); Popeye's examples
// (tests/data/fuddled_men) are compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(FuddledMen, TheUnitThatMovedMayNotMoveOnItsSidesNextMove) {
  const auto rules = chess_with("FuddledMen");
  const std::string fen = after(*rules, after(*rules, "7k/p7/8/8/8/8/8/KR6 w - - 0 1", "b1b4"), "h8g8");
  EXPECT_TRUE(unit_moves(*rules, fen, "b4").empty());
  EXPECT_FALSE(unit_moves(*rules, fen, "a1").empty());
  // After a move of the king the rook may move again; Black's king, which has just moved, may not.
  const std::string next = after(*rules, fen, "a1a2");
  EXPECT_TRUE(unit_moves(*rules, next, "g8").empty());
  const std::string later = after(*rules, next, "a7a6");
  EXPECT_FALSE(unit_moves(*rules, later, "b4").empty());
}

TEST(FuddledMen, AUnitThatHasJustMovedGivesNoCheck) {
  const auto rules = chess_with("FuddledMen");
  // Rb1-b8 "mates" nothing: the rook may not take on its side's next move (Popeye: no #1, "1.Rb1-b8 !"
  // without a check in ~1), and the king may step along its line.
  const std::string fen = after(*rules, "7k/6pp/8/8/8/8/8/KR6 w - - 0 1", "b1b8");
  EXPECT_FALSE(in_check(*rules, fen));
  EXPECT_TRUE(legal(*rules, fen, "h8g8"));
}

TEST(FuddledMen, CastlingFuddlesTheKingAndTheRook) {
  const auto rules = chess_with("FuddledMen");
  // 0-0-0 leaves the black king h1 unchecked by the rook d1 (Popeye's TESTS/fuddled_men.inp 1), and
  // neither the king nor the rook moves on White's next move.
  const std::string castled = after(*rules, "8/8/8/8/8/8/8/R3K2k w Q - 0 1", "e1c1");
  EXPECT_FALSE(in_check(*rules, castled));
  const std::string fen = after(*rules, castled, "h1h2");
  EXPECT_TRUE(unit_moves(*rules, fen, "c1").empty());
  EXPECT_TRUE(unit_moves(*rules, fen, "d1").empty());
}

TEST(FuddledMen, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"FuddledMen", {"White"}}}), std::invalid_argument);
}

TEST(FuddledMen, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("FuddledMen");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 225);
}

// Popeye's examples and ours (tests/data/fuddled_men) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(FuddledMenProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "fuddled_men");

}  // namespace
}  // namespace nightrider
