// Football chess with its substitutes listed (conditions/transmutation/football.h): a unit other than a
// royal one arriving on the a- or h-file may be exchanged for a listed walk. The positions are ours, the
// counts worked out from the rule (Popeye 4.104's conditions/football.c); Popeye's examples and positions
// of ours run through Popeye (tests/data/football) are compared as whole text.
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

size_t football_count(const std::vector<std::string>& moves, const std::string& move) {
  return static_cast<size_t>(std::count(moves.begin(), moves.end(), move));
}

TEST(Football, AUnitArrivingOnAnEdgeFileMayBeSubstituted) {
  const auto rules = chess_with(ConditionList{{"Football", {"S", "B"}}});
  // Rb1: to a1 three moves (a rook, a knight, a bishop there), the other arrivals one each.
  const auto moves = unit_moves(*rules, "4k3/8/8/8/8/8/8/1R2K3 w - - 0 1", "b1");
  EXPECT_EQ(football_count(moves, "b1a1"), 3u);
  EXPECT_EQ(football_count(moves, "b1b5"), 1u);
  EXPECT_EQ(moves.size(), 12u);
}

TEST(Football, AListedUnitIsNotOfferedTwice) {
  const auto rules = chess_with(ConditionList{{"Football", {"R", "B"}}});
  // A rook arriving on h1 stays a rook or becomes a bishop: two moves, not three.
  EXPECT_EQ(football_count(unit_moves(*rules, "4k3/8/8/8/8/8/8/4K1R1 w - - 0 1", "g1"), "g1h1"), 2u);
}

TEST(Football, RoyalUnitsAreNotSubstituted) {
  const auto rules = chess_with(ConditionList{{"Football", {"Q"}}});
  EXPECT_EQ(football_count(unit_moves(*rules, "4k3/8/8/8/8/8/1K6/8 w - - 0 1", "b2"), "b2a2"), 1u);
}

TEST(Football, APromotionOnTheEdgeFileIsSubstitutedToo) {
  const auto rules = chess_with(ConditionList{{"Football", {"R", "B"}}});
  // b7*a8: queen 3 (Q, R, B), knight 3, rook 2 (R, B), bishop 2 (R, B); Popeye's b7*a8=Q=R ….
  EXPECT_EQ(football_count(unit_moves(*rules, "r7/1P6/4k3/8/8/8/8/7K w - - 0 1", "b7"), "b7a8x"), 10u);
}

TEST(Football, BadArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"Football", {}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"Football", {"K"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"Football", {"P"}}}), std::invalid_argument);
}

TEST(Football, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with(ConditionList{{"Football", {"Q", "S"}}});
  EXPECT_GE(expect_perft_two_ways(*rules), 1);
  random_games_round_trip(*rules, 175);
}

// Popeye's examples and ours (tests/data/football) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(FootballProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "football");

}  // namespace
}  // namespace nightrider
