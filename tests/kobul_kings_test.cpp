// Kobul kings (conditions/royal/kobul_kings.h; Popeye's conditions/kobul.c), one position per clause:
// after a capture the royal unit of the side that lost a unit takes the captured unit's walk where it
// stands (a pawn's gives it the king's back), and is royal in it; `White`/`Black` limit it to one side.
// Perft two ways and random games as for every condition. fairy_ex_kobul__010 (h#3 with
// AntiAndernach) matches Popeye (tests/data/solver_conditions.tsv), and so do nine of the ten problems
// of Popeye's EXAMPLES/kobul.inp and its three regression problems with Kobul kings (the tenth needs the
// locust).
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(KobulKings, TheLosingSidesKingTakesTheCapturedWalk) {
  auto rules = chess_with("KobulKings");
  // The white king takes the knight on g6: the black king on h5 becomes a royal knight ('*').
  EXPECT_EQ(after(*rules, "8/5K2/6n1/7k/8/8/8/8 w - - 0 1", "f7g6"), "8/8/6K1/7n*/8/8/8/8 b - - 0 1");
  EXPECT_TRUE(legal_sans(*rules, "8/5K2/6n1/7k/8/8/8/8 w - - 0 1").count("Kxg6+ (h5=N)"));
  // A capture by Black changes White's king (the capturer's own keeps its walk); a move that takes
  // nothing changes nothing.
  EXPECT_EQ(after(*rules, "k7/8/8/8/8/1q6/8/1R2K3 b - - 0 1", "b3b1"), "k7/8/8/8/8/8/8/1q2R*3 w - - 0 2");
  EXPECT_EQ(after(*rules, "k7/8/8/8/8/1q6/8/1R2K3 b - - 0 1", "b3c3"), "k7/8/8/8/8/2q5/8/1R2K3 w - - 1 2");
  // The change comes before the test of self-check: a capture that makes the enemy king a royal rook
  // attacking the mover's king is illegal.
  EXPECT_FALSE(legal(*rules, "8/8/8/8/8/1q6/8/1R2K2k b - - 0 1", "b3b1"));
  EXPECT_TRUE(legal(*chess_with("Circe"), "8/8/8/8/8/1q6/8/1R2K2k b - - 0 1", "b3b1"));
}

TEST(KobulKings, APawnGivesTheKingsWalkBackAndARoyalUnitChecksAsItsWalk) {
  auto rules = chess_with("KobulKings");
  EXPECT_EQ(after(*rules, "4K3/8/8/p7/7n*/8/8/R7 w - - 0 1", "a1a5"), "4K3/8/8/R7/7k/8/8/8 b - - 0 1");
  // The royal knight is in check when attacked, and checks as a knight.
  EXPECT_TRUE(in_check(*rules, "4K3/8/8/7n*/8/8/8/7R b - - 0 1"));
  EXPECT_FALSE(legal(*rules, "4K3/8/8/7n*/8/8/8/6R1 b - - 0 1", "h5g3"));
  EXPECT_TRUE(legal(*rules, "4K3/8/8/7n*/8/8/8/6R1 b - - 0 1", "h5f4"));
  EXPECT_TRUE(in_check(*rules, "8/8/8/7n*/8/6K1/8/8 w - - 0 1"));
  // A capture of a queen: the royal knight becomes a royal queen (with the white king on e8 the capture
  // is illegal: the royal queen would check it).
  EXPECT_EQ(after(*rules, "K7/8/8/7n*/8/8/3q4/3R4 w - - 0 1", "d1d2"), "K7/8/8/7q*/8/8/3R4/8 b - - 0 1");
  EXPECT_FALSE(legal(*rules, "4K3/8/8/7n*/8/8/3q4/3R4 w - - 0 1", "d1d2"));
}

TEST(KobulKings, OneSideOnly) {
  auto white = chess_with(ConditionList{{"KobulKings", {"White"}}});
  EXPECT_EQ(after(*white, "8/5K2/6n1/8/7k/8/8/8 w - - 0 1", "f7g6"), "8/8/6K1/8/7k/8/8/8 b - - 0 1");
  EXPECT_EQ(after(*white, "k7/8/8/8/8/1q6/8/1R2K3 b - - 0 1", "b3b1"), "k7/8/8/8/8/8/8/1q2R*3 w - - 0 2");
  auto black = chess_with(ConditionList{{"KobulKings", {"Schwarz"}}});
  EXPECT_EQ(after(*black, "k7/8/8/8/8/1q6/8/1R2K3 b - - 0 1", "b3b1"), "k7/8/8/8/8/8/8/1q2K3 w - - 0 2");
  EXPECT_EQ(after(*black, "8/5K2/6n1/7k/8/8/8/8 w - - 0 1", "f7g6"), "8/8/6K1/7n*/8/8/8/8 b - - 0 1");
  EXPECT_THROW(chess_with(ConditionList{{"KobulKings", {"Purple"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"KobulKings", {"White", "Black"}}}), std::invalid_argument);
}

TEST(KobulKings, ARoyalUnitNeverChangesSideUnderAndernach) {
  // Popeye's Andernach and Anti-Andernach test the Royal flag, which a royal unit has.
  auto rules = chess_with(ConditionList{{"KobulKings", {}}, {"AntiAndernachChess", {}}});
  EXPECT_EQ(after(*rules, "8/8/6K1/7n*/8/4P3/8/8 b - - 0 1", "h5g3"), "8/8/6K1/8/8/4P1n*1/8/8 w - - 1 2");
}

TEST(KobulKings, ARoyalQueenCastlingHasATextOfItsOwn) {
  // The royal queen on e1 reaches c1 by its walk and by castling: the castling names its rook's move
  // (found by ConditionGames.NoTwoLegalMovesShareAUciText: "e1c1 twice").
  auto rules = chess_with("KobulKings");
  const std::string fen = "8/7k/8/8/8/8/8/R3Q*3 w Q - 0 1";
  const std::set<std::string> moves = legal_ucis(*rules, fen);
  EXPECT_TRUE(moves.count("e1c1")) << "the queen's move";
  EXPECT_TRUE(moves.count("e1c1/a1-d1")) << "the castling";
  EXPECT_EQ(after(*rules, fen, "e1c1/a1-d1"), "8/7k/8/8/8/8/8/2Q*R4 b - - 1 1");
  // A king castles as in UCI.
  EXPECT_TRUE(legal_ucis(*rules, "8/7k/8/8/8/8/8/R3K3 w Q - 0 1").count("e1c1"));
}

TEST(KobulKings, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("KobulKings");
  EXPECT_GE(expect_perft_two_ways(*rules), 1);
  random_games_round_trip(*rules, 43);
}

}  // namespace
}  // namespace nightrider
