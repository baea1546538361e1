// NoWhitePromotion and NoBlackPromotion (conditions/material/no_promotion.h): the side's pawns never
// reach their last rank, by a step, a capture or a make. Positions of our own whose moves Popeye 4.104
// lists the same (tests/data/no_promotion/own_no_promotion); Popeye's examples compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(NoPromotion, WhitePawnsStopBeforeTheLastRank) {
  const auto rules = chess_with("NoWhitePromotion");
  const std::string fen = "4k2r/1P4P1/8/8/8/8/1p6/4K3 w - - 0 1";
  EXPECT_FALSE(legal(*rules, fen, "b7b8q"));
  EXPECT_FALSE(legal(*rules, fen, "g7g8n"));
  EXPECT_FALSE(legal(*rules, fen, "g7h8q"));
  EXPECT_TRUE(legal(*rules, "4k2r/1P4P1/8/8/8/8/1p6/4K3 b - - 0 1", "b2b1q"));  // (Black's promote)
}

TEST(NoPromotion, BlackPawnsStopBeforeTheirLastRank) {
  const auto rules = chess_with("NoBlackPromotion");
  EXPECT_FALSE(legal(*rules, "4k2r/1P4P1/8/8/8/8/1p6/4K3 b - - 0 1", "b2b1q"));
  EXPECT_TRUE(legal(*rules, "4k2r/1P4P1/8/8/8/8/1p6/4K3 w - - 0 1", "b7b8q"));
}

TEST(NoPromotion, APawnDoesNotMakeOntoTheLastRank) {
  // Take&Make: b6*a7 makes as the knight taken, to b5, c6 or c8; c8 would promote, so it is no move
  // (EXAMPLES/nopromotion.inp 1).
  const std::string fen = "4k3/n7/1P6/8/8/8/8/4K3 w - - 0 1";
  const auto rules = chess_with(ConditionList{{"Take&MakeChess", {}}, {"NoWhitePromotion", {}}});
  EXPECT_EQ(unit_moves(*rules, fen, "b6").size(), 3u);
  const auto plain = chess_with(ConditionList{{"Take&MakeChess", {}}});
  EXPECT_EQ(unit_moves(*plain, fen, "b6").size(), 7u);
}

TEST(NoPromotion, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"NoWhitePromotion", {"Queen"}}}), std::invalid_argument);
}

TEST(NoPromotion, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with(ConditionList{{"NoWhitePromotion", {}}, {"NoBlackPromotion", {}}});
  expect_perft_two_ways(*rules);
  random_games_round_trip(*rules, 251);
}

NIGHTRIDER_POPEYE_PROBLEM_SUITE(NoPromotionProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "no_promotion");

}  // namespace
}  // namespace nightrider
