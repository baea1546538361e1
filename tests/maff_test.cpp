// MAFF (conditions/check/maff.h), Popeye's reading: a side is immobile, for mate and stalemate, when its
// king has exactly one legal move and nothing else can move. One position per clause; perft two ways and
// random games (the moves are chess's); fairy_maff__001 to 005 match Popeye (tests/data/solver_conditions.tsv).
#include <gtest/gtest.h>

#include <string>

#include "notation/fen.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

bool mate(const Rules& rules, const std::string& fen) {
  Position pos = parse_fen(rules, fen);
  return rules.is_mate(pos);
}
bool immobile(const Rules& rules, const std::string& fen) {
  Position pos = parse_fen(rules, fen);
  return rules.immobile(pos);
}

TEST(Maff, AKingInCheckWithExactlyOneFlightAndNothingElseIsMated) {
  auto rules = chess_with("MAFF");
  // The rook on a8 checks the king on h8; g8 is the rook's, g7 the king on f6's: h7 is its one flight,
  // and Black has nothing else.
  const std::string one_flight = "R6k/8/5K2/8/8/8/8/8 b - - 0 1";
  EXPECT_EQ(legal_ucis(*rules, one_flight).size(), 1u);
  EXPECT_TRUE(immobile(*rules, one_flight));
  EXPECT_TRUE(mate(*rules, one_flight));
  // Orthodox chess: the same king can go on.
  EXPECT_FALSE(mate(*chess_with(ConditionList{}), one_flight));
}

TEST(Maff, AKingInCheckWithoutAFlightIsNotImmobile) {
  auto rules = chess_with("MAFF");
  // Orthodox mate: no move at all. Not immobile by MAFF's definition (no king move, not one).
  const std::string no_flight = "R6k/6pp/8/8/8/8/8/6K1 b - - 0 1";
  EXPECT_TRUE(legal_ucis(*rules, no_flight).empty());
  EXPECT_FALSE(immobile(*rules, no_flight));
  // A side without a move still cannot go on: the game ends (outcome, is_mate) as a checkmate.
  EXPECT_TRUE(mate(*rules, no_flight));
}

TEST(Maff, AnotherUnitThatCanMoveOrASecondFlightMeansNotImmobile) {
  auto rules = chess_with("MAFF");
  EXPECT_FALSE(immobile(*rules, "R6k/1r6/5K2/8/8/8/8/8 b - - 0 1"));  // the rook b7 can parry on b8
  // A pawn that could move if it were not check adds no legal move: still mate.
  EXPECT_TRUE(immobile(*rules, "R6k/8/5K2/8/8/8/p7/8 b - - 0 1"));
  EXPECT_FALSE(immobile(*rules, "R6k/8/8/8/8/8/8/6K1 b - - 0 1"));   // g7 and h7
}

TEST(Maff, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("MAFF");
  EXPECT_EQ(expect_perft_two_ways(*rules), 0);  // (the moves are chess's)
  random_games_round_trip(*rules, 29);
}

}  // namespace
}  // namespace nightrider
