// Norsk Sjakk (conditions/transmutation/norsk.h): a unit that moves changes queen <-> knight and rook <->
// bishop, and takes only a unit of its own kind. The positions are ours, checked against Popeye 4.104
// (conditions/norsk.c; tests/data/norsk_sjakk/ours_moves.inp lists the same moves); Popeye's example
// (tests/data/norsk_sjakk) is compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

constexpr const char* kNorskPosition = "r3k3/1P6/8/3q4/8/n7/3Q4/R3K3 w Q - 0 1";

TEST(NorskSjakk, AQueenBecomesAKnightARookABishop) {
  const auto rules = chess_with("NorskSjakk");
  EXPECT_EQ(after(*rules, kNorskPosition, "d2d4"), "r3k3/1P6/8/3q4/3N4/n7/8/R3K3 b Q - 1 1");
  EXPECT_EQ(after(*rules, kNorskPosition, "a1a2"), "r3k3/1P6/8/3q4/8/n7/B2Q4/4K3 b [e1] - 1 1");
}

TEST(NorskSjakk, CastlingsRookChangesTheKingDoesNot) {
  const auto rules = chess_with("NorskSjakk");
  EXPECT_EQ(after(*rules, kNorskPosition, "e1c1"), "r3k3/1P6/8/3q4/8/n7/3Q4/2KB4 b - - 1 1");
}

TEST(NorskSjakk, AUnitTakesOnlyAUnitOfItsOwnKind) {
  const auto rules = chess_with("NorskSjakk");
  EXPECT_TRUE(legal(*rules, kNorskPosition, "d2d5"));    // a queen takes the queen
  EXPECT_FALSE(legal(*rules, kNorskPosition, "a1a3"));   // a rook does not take a knight
  EXPECT_FALSE(legal(*rules, kNorskPosition, "b7a8q"));  // a pawn does not take a rook
}

TEST(NorskSjakk, APromotedPawnStaysWhatItBecame) {
  const auto rules = chess_with("NorskSjakk");
  EXPECT_EQ(after(*rules, kNorskPosition, "b7b8q"), "rQ2k3/8/8/3q4/8/n7/3Q4/R3K3 b Q - 0 1");
}

TEST(NorskSjakk, AKingTakesNothingAndCheckIsObservation) {
  const auto rules = chess_with("NorskSjakk");
  // The queen e7 checks the king e8, which may not take it.
  const std::string fen = "4k3/4Q3/8/8/8/8/8/4K3 b - - 0 1";
  EXPECT_TRUE(in_check(*rules, fen));
  EXPECT_FALSE(legal(*rules, fen, "e8e7"));
}

TEST(NorskSjakk, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"NorskSjakk", {"RexInclusive"}}}), std::invalid_argument);
}

TEST(NorskSjakk, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("NorskSjakk");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 71);
}

// Popeye's example and ours (tests/data/norsk_sjakk) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(NorskSjakkProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "norsk_sjakk");

}  // namespace
}  // namespace nightrider
