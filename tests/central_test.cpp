// Central (conditions/observation/central.h), one position per clause of the definition: the king always
// moves; another unit moves only when a unit of its side linked to the king observes it, through a
// chain as long as needed; two units observing each other away from the king are not linked (and the
// test ends); a unit not linked gives no check. Perft two ways and random games as for every condition.
#include <gtest/gtest.h>

#include <string>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Central, TheKingAlwaysMovesAndAUnitItObservesToo) {
  auto rules = chess_with("CentralChess");
  // The king on e1 observes the rook on d2; the knight on h3 is observed by no one.
  const std::string fen = "4k3/8/8/8/8/7N/3R4/4K3 w - - 0 1";
  EXPECT_TRUE(legal(*rules, fen, "e1f1"));
  EXPECT_TRUE(legal(*rules, fen, "d2d5"));
  EXPECT_FALSE(legal(*rules, fen, "h3g5"));
}

TEST(Central, ALinkRunsThroughAChainOfObservers) {
  auto rules = chess_with("CentralChess");
  // King e1 observes the rook on d2, the rook observes the bishop on d6, the bishop the knight on f8.
  const std::string fen = "k4N2/8/3B4/8/8/8/3R4/4K3 w - - 0 1";
  EXPECT_TRUE(legal(*rules, fen, "d6c5"));
  EXPECT_TRUE(legal(*rules, fen, "f8g6"));
  // Without the bishop the knight is cut off.
  EXPECT_FALSE(legal(*rules, "k4N2/8/8/8/8/8/3R4/4K3 w - - 0 1", "f8g6"));
}

TEST(Central, UnitsObservingEachOtherAwayFromTheKingAreNotLinked) {
  auto rules = chess_with("CentralChess");
  // The rooks on a5 and a7 observe each other; neither is linked to the king on h1.
  const std::string fen = "4k3/R7/8/R7/8/8/8/7K w - - 0 1";
  EXPECT_FALSE(legal(*rules, fen, "a5b5"));
  EXPECT_FALSE(legal(*rules, fen, "a7b7"));
}

TEST(Central, AUnitNotLinkedGivesNoCheck) {
  auto rules = chess_with("CentralChess");
  // The rook on e4 attacks the king on e8 but is not linked to its own king on a1.
  EXPECT_FALSE(in_check(*rules, "4k3/8/8/8/4R3/8/8/K7 b - - 0 1"));
  // Linked through the king on d3, it checks.
  EXPECT_TRUE(in_check(*rules, "4k3/8/8/8/4R3/3K4/8/8 b - - 0 1"));
}

TEST(Central, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("CentralChess");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 29);
}

}  // namespace
}  // namespace nightrider
