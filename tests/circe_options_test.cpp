// Circe's words for an occupied rebirth square and for kings (conditions/circe/circe.h), one position per
// clause, as Popeye plays them: Strict (the capture is illegal), Assassin (the occupant is taken off; the
// mover's own king may not be, and a unit whose rebirth square holds its king cannot be left attacked),
// Parachute (the occupant waits under the square), Volcanic (the captured unit waits under it), both
// coming back when the square is empty again, and Rex Inclusiv (kings are reborn, so a king attacked
// is in check only if its rebirth square would be occupied). Perft two ways and random games for each.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "conditions/circe/circe.h"
#include "notation/fen.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::shared_ptr<const Rules> circe_with_option(const std::string& word) {
  return chess_with(ConditionList{{"Circe", {word}}});
}

// The knight taken on d5 (a light square) is reborn on g8, where a black rook stands.
const std::string kOccupied = "4k1r1/8/8/3n4/8/8/8/3QK3 w - - 0 1";

TEST(CirceStrict, ACaptureWhoseRebirthSquareIsOccupiedIsIllegal) {
  auto strict = circe_with_option("Strict");
  EXPECT_FALSE(legal(*strict, kOccupied, "d1d5"));
  EXPECT_TRUE(legal(*circe_with_option("Relaxed"), kOccupied, "d1d5"));
  // The square the capturer leaves is empty after the capture: the black queen goes back to d8.
  EXPECT_EQ(after(*strict, "3Q4/8/8/3q4/8/8/7k/4K3 w - - 0 1", "d8d5"), "3q4/8/8/3Q4/8/8/7k/4K3 b - - 0 1");
  // A unit taken on its own rebirth square would be reborn under the capturer: illegal.
  EXPECT_FALSE(legal(*strict, "3qk3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1d8"));
}

TEST(CirceAssassin, TheRebornUnitTakesTheOccupantOff) {
  auto rules = circe_with_option("Assassin");
  EXPECT_EQ(after(*rules, kOccupied, "d1d5"), "4k1n1/8/8/3Q4/8/8/8/4K3 b - - 0 1");
  // Reborn on the capture square, it takes off the capturer itself.
  EXPECT_EQ(after(*rules, "3qk3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1d8"), "3qk3/8/8/8/8/8/8/4K3 b - - 0 1");
}

TEST(CirceAssassin, TheMoversOwnKingMayNotBeTakenOff) {
  auto rules = circe_with_option("Assassin");
  // Rxd5 would bring the black queen back on d8, where White's king stands.
  EXPECT_FALSE(legal(*rules, "3K4/8/8/3q4/8/7k/8/3R4 w - - 0 1", "d1d5"));
  EXPECT_TRUE(legal(*circe_with_option("Relaxed"), "3K4/8/8/3q4/8/7k/8/3R4 w - - 0 1", "d1d5"));
}

TEST(CirceAssassin, AUnitRebornOnItsKingsSquareChecks) {
  auto rules = circe_with_option("Assassin");
  // The black knight on d5 is reborn on g8 if taken: with Black's king there, the queen's attack on d5
  // is a check.
  const std::string fen = "6k1/8/8/3n4/8/8/8/3QK3 b - - 0 1";
  EXPECT_TRUE(in_check(*rules, fen));
  EXPECT_FALSE(in_check(*circe_with_option("Relaxed"), fen));
  EXPECT_FALSE(in_check(*rules, "7k/8/8/3n4/8/8/8/3QK3 b - - 0 1"));
}

TEST(CirceParachute, TheOccupantWaitsUnderTheSquareUntilItIsEmpty) {
  auto rules = circe_with_option("Parachute");
  const std::string after_capture = after(*rules, kOccupied, "d1d5");
  EXPECT_EQ(after_capture, "4k1n1/8/8/3Q4/8/8/8/4K3 b - - 0 1 rg8");
  // The knight leaves g8: the rook comes back at the end of that move.
  EXPECT_EQ(after(*rules, after_capture, "g8f6"), "4k1r1/8/5n2/3Q4/8/8/8/4K3 w - - 1 2");
  // Two units under one square: the latest comes back first.
  EXPECT_EQ(after(*rules, "4k1n1/8/8/8/8/8/8/4K3 b - - 0 1 rg8,bg8", "g8f6"),
            "4k1r1/8/5n2/8/8/8/8/4K3 w - - 1 2 bg8");
}

TEST(CirceVolcanic, TheCapturedUnitWaitsUnderTheSquareUntilItIsEmpty) {
  auto rules = circe_with_option("Volcanic");
  const std::string after_capture = after(*rules, kOccupied, "d1d5");
  EXPECT_EQ(after_capture, "4k1r1/8/8/3Q4/8/8/8/4K3 b - - 0 1 ng8");
  EXPECT_EQ(after(*rules, after_capture, "g8g4"), "4k1n1/8/8/3Q4/6r1/8/8/4K3 w - - 1 2");
  // Two units under one square: the first to go under comes back first.
  EXPECT_EQ(after(*rules, "4k1r1/8/8/8/8/8/8/4K3 b - - 0 1 ng8,bg8", "g8g4"),
            "4k1n1/8/8/8/6r1/8/8/4K3 w - - 1 2 bg8");
}

TEST(CirceRexInclusive, AKingIsRebornSoItIsInCheckOnlyWhenItCouldNotBe) {
  auto rules = circe_with_option("RexInclusive");
  // The rook attacks the king on e5; e8 is empty, so taking the king would only send it home.
  EXPECT_FALSE(in_check(*rules, "8/8/8/4k3/8/8/8/R3K2R b - - 0 1"));
  EXPECT_TRUE(in_check(*rules, "8/8/8/R3k3/8/8/8/4K3 b - - 0 1") == false);
  // With e8 occupied the king could not be reborn: check.
  EXPECT_TRUE(in_check(*rules, "4n3/8/8/R3k3/8/8/8/4K3 b - - 0 1"));
  // A king on its own rebirth square: the capturer would stand there.
  EXPECT_TRUE(in_check(*rules, "R3k3/8/8/8/8/8/8/4K3 b - - 0 1"));
  // The king may be taken, and is reborn on e8 (with its castling right, as in Popeye).
  EXPECT_EQ(after(*rules, "8/8/8/R3k3/8/8/8/4K3 w - - 0 1", "a5e5"), "4k3/8/8/4R3/8/8/8/4K3 b [e8] - 0 1");
}

TEST(CirceOptions, PerftTwoWaysAndRandomGames) {
  const std::vector<std::pair<std::string, int>> positions = {
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4},
      {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3},
      // Units on rebirth squares and captures of them two plies deep.
      {"r1b1k1nr/1q3ppp/8/3n4/2B5/3Q4/5PPP/RNB1K1NR w KQkq - 0 1", 3}};
  for (const char* word : {"Strict", "Assassin", "Parachute", "Volcanic", "RexInclusive"}) {
    auto rules = circe_with_option(word);
    EXPECT_EQ(expect_perft_two_ways(*rules, positions), 3) << word;
    EXPECT_GT(random_games_round_trip(*rules, 61), 0) << word;
  }
}

}  // namespace
}  // namespace nightrider
