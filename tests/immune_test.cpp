// Immun chess (conditions/circe/immune.h), one position per clause: a unit whose Circe rebirth square is
// occupied once it is taken cannot be taken, by the rule written (plain, Mirror …); nothing is reborn;
// under RexInclusive a king is in check only where its capture would leave its rebirth square empty.
// Expected values are Popeye 4.104's on these positions (~1: 1.Rd1*d5 only with a8 empty; with Mirror
// only with h1 empty; RexInclusive: "the side to play can capture the king" only with e8 empty).
// Perft two ways and random games as for every condition.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::shared_ptr<const Rules> immune(std::vector<std::string> arguments = {}) {
  return chess_with(ConditionList{{"ImmunChess", std::move(arguments)}});
}

TEST(ImmunChess, AUnitWhoseRebirthSquareIsOccupiedCannotBeTaken) {
  const auto rules = immune();
  EXPECT_FALSE(legal(*rules, "n6k/8/8/3r4/8/8/8/1K1R4 w - - 0 1", "d1d5"));
  // Nothing is reborn.
  EXPECT_EQ(after(*rules, "7k/8/8/3r4/8/8/8/1K1R4 w - - 0 1", "d1d5"), "7k/8/8/3R4/8/8/8/1K6 b - - 0 1");
  const auto mirror = immune({"Mirror"});
  EXPECT_FALSE(legal(*mirror, "7k/8/8/3r4/8/8/8/1K1R3n w - - 0 1", "d1d5"));
  EXPECT_TRUE(legal(*mirror, "n6k/8/8/3r4/8/8/8/1K1R4 w - - 0 1", "d1d5"));
}

TEST(ImmunChess, RexInclusiveAKingIsInCheckOnlyWhereItCouldBeTaken) {
  EXPECT_FALSE(in_check(*immune({"RexInclusive"}), "4n3/8/8/8/R3k3/8/8/3K4 b - - 0 1"));
  EXPECT_TRUE(in_check(*immune({"RexInclusive"}), "8/8/8/8/R3k3/8/8/3K4 b - - 0 1"));
  EXPECT_TRUE(in_check(*immune(), "4n3/8/8/8/R3k3/8/8/3K4 b - - 0 1"));
}

TEST(ImmunChess, BadArgumentsAndCombinationsNotFollowedYetAreRefused) {
  EXPECT_THROW(immune({"Equipollents"}), std::invalid_argument);
  EXPECT_THROW(immune({"PWC"}), std::invalid_argument);
  EXPECT_THROW(immune({"Foo"}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"ImmunChess", {}}, {"ExclusiveChess", {}}}), std::invalid_argument);
  // (Circe Strict beside AntiCirce: Popeye tests the rebirth square after the capturer was sent on.)
  EXPECT_THROW(chess_with(ConditionList{{"AntiCirce", {}}, {"Circe", {"Strict"}}}), std::invalid_argument);
}

TEST(ImmunChess, PerftTwoWaysAndRandomGames) {
  uint32_t seed = 17;
  for (const auto& rules : {immune(), immune({"Mirror"}), immune({"RexInclusive"})}) {
    EXPECT_GT(expect_perft_two_ways(*rules), 0);
    random_games_round_trip(*rules, seed++);
  }
}

}  // namespace
}  // namespace nightrider
