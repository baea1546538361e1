// SingleBox type 1 (conditions/material/singlebox): no side may have more of a kind than the game
// array's box, so a pawn promotes only to a kind its side has lost; a pawn that could take a king only
// by such a promotion does not check it (Popeye: the check is the capture, played). Positions of our
// own; 15 of Popeye's own type 1 examples give its text (bench/popeye_examples.py).
#include "conditions/material/singlebox.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(SingleBox, APawnPromotesOnlyToAKindItsSideHasLost) {
  const auto rules = chess_with(ConditionList{{"SingleBox", {"Type1"}}});
  // White has its queen: b8=Q would make two.
  const std::string with_queen = "7k/1P6/8/8/8/8/8/K2Q4 w - - 0 1";
  EXPECT_FALSE(legal(*rules, with_queen, "b7b8q"));
  EXPECT_TRUE(legal(*rules, with_queen, "b7b8r"));
  EXPECT_TRUE(legal(*rules, with_queen, "b7b8n"));
  // Without it, the queen is back in the box.
  EXPECT_TRUE(legal(*rules, "7k/1P6/8/8/8/8/8/K7 w - - 0 1", "b7b8q"));
  // Two rooks on the board: no third.
  EXPECT_FALSE(legal(*rules, "7k/1P6/8/8/8/8/8/KRR5 w - - 0 1", "b7b8r"));
  // The default type is 1; types 2 and 3 are refused by name.
  EXPECT_FALSE(legal(*chess_with("SingleBox"), with_queen, "b7b8q"));
  try {
    chess_with(ConditionList{{"SingleBox", {"Type2"}}});
    FAIL() << "SingleBox Type2 was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()), "SingleBox Type2 is not supported yet");
  }
}

TEST(SingleBox, APawnChecksOnItsLastRankOnlyIfItCouldPromote) {
  const auto rules = chess_with(ConditionList{{"SingleBox", {"Type1"}}});
  // The pawn on g7 would take h8 by promoting, but White's queen, rooks, bishops and knights are all
  // on the board: no check. With a knight lost, g7xh8=N would be legal: check.
  EXPECT_FALSE(in_check(*rules, "7k/6P1/8/8/8/K7/8/QRRBBNN1 b - - 0 1"));
  EXPECT_TRUE(in_check(*rules, "7k/6P1/8/8/8/K7/8/QRRBBN2 b - - 0 1"));
  EXPECT_TRUE(in_check(*chess_with("Circe"), "7k/6P1/8/8/8/K7/8/QRRBBNN1 b - - 0 1"));
  // So the black king may step next to such a pawn.
  EXPECT_TRUE(legal(*rules, "6k1/6P1/8/8/8/K7/8/QRRBBNN1 b - - 0 1", "g8h8"));
}

TEST(SingleBox, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with(ConditionList{{"SingleBox", {"Type1"}}});
  expect_perft_two_ways(*rules);
  EXPECT_EQ(expect_perft_two_ways(*rules, {{"7k/1P6/8/8/8/8/8/K2Q4 w - - 0 1", 3},
                                           {"7k/6P1/8/8/8/K7/8/QRRBBN2 b - - 0 1", 3},
                                           {"r3kq2/1P6/8/8/8/8/6p1/2K4R b - - 0 1", 3}}),
            3);
  random_games_round_trip(*rules, 132);
}

}  // namespace
}  // namespace nightrider
