// No Double Pawns (conditions/material/no_double_pawns.h; seed 001's 51, RULES.md 4.1): a move is illegal
// if after it a file holds two pawns of one colour or more. One position per clause, with the legal moves
// worked out by hand; perft two ways and random games as for every condition.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(NoDoublePawns, APawnCaptureOntoAFileWithAPawnOfItsColourIsIllegal) {
  auto rules = chess_with("NoDoublePawns");
  // exd5 would put a second white pawn on the d-file (d2); e5 and the d-pawn's steps are fine.
  const std::string fen = "4k3/8/8/3p4/4P3/8/3P4/4K3 w - - 0 1";
  EXPECT_EQ(legal_ucis(*rules, fen), (std::set<std::string>{"d2d3", "d2d4", "e1d1", "e1e2", "e1f1", "e1f2", "e4e5"}));
  // Without the d2 pawn the capture is legal.
  EXPECT_TRUE(legal(*rules, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"));
}

TEST(NoDoublePawns, PawnsOfTheOtherColourOnTheFileDoNotCount) {
  auto rules = chess_with("NoDoublePawns");
  // White's exd5 lands on a file where only a black pawn stands (d7): legal.
  EXPECT_TRUE(legal(*rules, "4k3/3p4/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"));
}

TEST(NoDoublePawns, AMoveThatLeavesADoubledFileIsIllegalWhoeverMadeIt) {
  auto rules = chess_with("NoDoublePawns");
  // The rule book's reading (RULES.md 4.1, 51: "after it some file contains two or more pawns of the same
  // colour"): a diagram with White's pawns doubled on the a-file leaves neither side a legal move, since
  // every move leaves the a-file as it is (docs/rules-decisions.md).
  EXPECT_TRUE(legal_ucis(*rules, "4k3/8/8/8/8/P7/P7/4K3 w - - 0 1").empty());
  EXPECT_TRUE(legal_ucis(*rules, "4k3/8/8/8/8/P7/P7/4K3 b - - 0 1").empty());
  // White's a-pawn taking on b3 undoubles the file: that capture is the one legal move.
  EXPECT_EQ(legal_ucis(*rules, "4k3/8/8/8/8/Pp6/P7/4K3 w - - 0 1"), (std::set<std::string>{"a2b3"}));
}

TEST(NoDoublePawns, ARebirthThatDoublesPawnsMakesTheCaptureIllegal) {
  // Under Circe Black's pawn taken on d5 is reborn on d7, beside Black's pawn on d6: the capture is
  // illegal. Taken on c5 it is reborn on c7, a file with no other black pawn: legal.
  auto rules = chess_with(ConditionList{{"Circe", {}}, {"NoDoublePawns", {}}});
  EXPECT_FALSE(legal(*rules, "4k3/8/3p4/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"));
  EXPECT_TRUE(legal(*rules, "4k3/8/3p4/2p5/1P6/8/8/4K3 w - - 0 1", "b4c5"));
}

TEST(NoDoublePawns, CheckIsThePlainAttack) {
  auto rules = chess_with("NoDoublePawns");
  // White's e-pawn attacks the king on d5 although taking it would double White's d-pawns: Black is in
  // check (a king taken ends the game; docs/rules-decisions.md).
  EXPECT_TRUE(in_check(*rules, "8/8/8/3k4/4P3/8/3P4/4K3 b - - 0 1"));
}

TEST(NoDoublePawns, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("NoDoublePawns");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 51);
}

}  // namespace
}  // namespace nightrider
