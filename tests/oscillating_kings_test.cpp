// Oscillating kings and Swapping kings (conditions/royal/oscillating_kings.h), one position per clause:
// after a move of a side whose kings oscillate the kings exchange squares (type A always, type B unless
// the mover's king stood attacked, which makes the move illegal, type C after a check only), and the
// move's legality is judged after the exchange. Perft two ways and random games as for every condition;
// fairy_bs_swapking__002, 004 and 006 match Popeye (tests/data/solver_conditions.tsv).
#include <gtest/gtest.h>

#include <string>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(SwappingKings, ACheckingMoveExchangesTheKings) {
  auto rules = chess_with("SwappingKings");
  // Ra1-a8 checks the king on e8: White's king goes to e8, Black's to e1.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8"), "R3K3/8/8/8/8/8/8/4k3 b - - 1 1");
  // A quiet move exchanges nothing.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a7"), "4k3/R7/8/8/8/8/8/4K3 b - - 1 1");
  // A check whose exchange leaves the mover's king attacked is illegal: after Ra1-a8+ White's king would
  // stand on e8, on the line of Black's rook h8.
  EXPECT_FALSE(legal(*rules, "4k2r/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8"));
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8"));
}

TEST(SwappingKings, AKingExchangedOntoItsHomeSquareGetsNoCastlingRight) {
  // As in Popeye (EXAMPLES/swapking.inp#5): the exchange of the kings grants no right, so the white king
  // that arrives on e1 may not castle with the rook h1 although that rook kept its right.
  auto rules = chess_with("SwappingKings");
  Position pos = parse_fen(*rules, "4K3/8/8/8/8/8/8/4kB1R w - - 0 1");
  pos.set_right(sq("h1"), true);
  rules->play(pos, *parse_move(*rules, pos, "f1h3"));  // (uncovers a check of the king e1: they exchange)
  EXPECT_EQ(pos.king(Colour::White), sq("e1"));
  EXPECT_FALSE(pos.has_right(sq("e1")));
  // (Not Ke8-d7, which the bishop h3 guards: that move does not exist, and playing *nullopt played
  // whatever the stack held.)
  const auto black_move = parse_move(*rules, pos, "e8f7");
  ASSERT_TRUE(black_move.has_value());
  rules->play(pos, *black_move);
  EXPECT_EQ(pos.king(Colour::White), sq("e1"));
  EXPECT_FALSE(parse_move(*rules, pos, "e1g1").has_value());
}

TEST(OscillatingKings, TypeAExchangesAfterEveryMoveOfItsSide) {
  auto rules = chess_with(ConditionList{{"WhiteOscillatingKings", {"TypeA"}}});
  EXPECT_EQ(after(*rules, "7k/8/8/8/8/8/P7/4K3 w - - 0 1", "a2a3"), "7K/8/8/8/8/P7/8/4k3 b - - 0 1");
  // Black's moves exchange nothing.
  EXPECT_EQ(after(*rules, "7k/8/8/8/8/8/P7/4K3 b - - 0 1", "h8g8"), "6k1/8/8/8/8/8/P7/4K3 w - - 1 2");
  // White in check by the rook e4 may leave it standing: after the exchange White's king is on h8.
  EXPECT_TRUE(legal(*rules, "7k/8/8/8/4r3/8/P7/4K3 w - - 0 1", "a2a3"));
}

TEST(OscillatingKings, TypeBForbidsAMoveThatLeavesItsKingAttacked) {
  auto rules = chess_with(ConditionList{{"WhiteOscillatingKings", {"TypeB"}}});
  EXPECT_FALSE(legal(*rules, "7k/8/8/8/4r3/8/P7/4K3 w - - 0 1", "a2a3"));
  EXPECT_EQ(after(*rules, "7k/8/8/8/8/8/P7/4K3 w - - 0 1", "a2a3"), "7K/8/8/8/8/P7/8/4k3 b - - 0 1");
}

TEST(OscillatingKings, WrongTypesAreRefused) {
  try {
    chess_with(ConditionList{{"WhiteOscillatingKings", {"TypeD"}}});
    FAIL() << "TypeD was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()), "WhiteOscillatingKings takes TypeA, TypeB or TypeC (got TypeD)");
  }
}

TEST(OscillatingKings, PerftTwoWaysAndRandomGames) {
  for (const char* name : {"SwappingKings", "WhiteOscillatingKings", "BlackOscillatingKings"}) {
    auto rules = chess_with(name);
    EXPECT_GE(expect_perft_two_ways(*rules), 1) << name;
    random_games_round_trip(*rules, 31);
  }
}

}  // namespace
}  // namespace nightrider
