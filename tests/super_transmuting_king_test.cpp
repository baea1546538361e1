// Super-transmuting kings (conditions/royal/reflective_kings.h): a king observed by enemy units must move
// with one of their walks and becomes a unit of that kind for good, its side playing on without a king.
// The positions are ours, the moves worked out by hand from the rule (Popeye 4.104's
// conditions/transmuting_kings/super.c); Popeye's examples (tests/data/super_transmuting_king) are
// compared as whole text.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(SuperTransmutingKing, AnObservedKingMustTransmuteIntoTheObserversKind) {
  const auto rules = chess_with("WhiteSuperTransmutingKing");
  // The black rook e8 observes the white king e4: White's only moves are the king's rook moves (the
  // capture of e8 among them), each making it a rook; the knight a1 may not move.
  const std::set<std::string> expected = {"e4e5r", "e4e6r", "e4e7r", "e4e8r", "e4e3r", "e4e2r", "e4e1r",
                                          "e4d4r", "e4c4r", "e4b4r", "e4a4r", "e4f4r", "e4g4r", "e4h4r"};
  EXPECT_EQ(legal_ucis(*rules, "4r2k/8/8/8/4K3/8/8/N7 w - - 0 1"), expected);
  // The rook it became checks the black king; White has no king left.
  EXPECT_EQ(after(*rules, "4r2k/8/8/8/4K3/8/8/N7 w - - 0 1", "e4e8r"), "4R2k/8/8/8/8/8/8/N7 b - - 0 1");
  EXPECT_TRUE(in_check(*rules, "4R2k/8/8/8/8/8/8/N7 b - - 0 1"));
}

TEST(SuperTransmutingKing, AnUnobservedKingIsAKing) {
  const auto rules = chess_with("WhiteSuperTransmutingKing");
  EXPECT_EQ(legal_ucis(*rules, "7k/8/8/8/4K3/8/8/8 w - - 0 1").size(), 8u);
  EXPECT_TRUE(legal(*rules, "7k/8/8/8/4K3/8/8/8 w - - 0 1", "e4e5"));
}

TEST(SuperTransmutingKing, AnObservedKingChecksWithTheLentWalks) {
  const auto rules = chess_with("WhiteSuperTransmutingKing");
  // Rh1-h4 checks the white king e4, which, observed by a rook, checks the black king e8 along the file:
  // the move is illegal (in orthodox chess it is legal); Rh1-h5 is legal.
  const std::string fen = "4k3/8/8/8/4K3/8/8/7r b - - 0 1";
  EXPECT_FALSE(legal(*rules, fen, "h1h4"));
  EXPECT_TRUE(legal(*rules, fen, "h1h5"));
  EXPECT_TRUE(legal(*chess_with(ConditionList{}), fen, "h1h4"));
}

TEST(SuperTransmutingKing, ASideWithoutItsKingIsNeverInCheck) {
  const auto rules = chess_with("WhiteSuperTransmutingKing");
  EXPECT_FALSE(in_check(*rules, "8/7k/8/8/8/8/8/r3R3 w - - 0 1"));
}

TEST(SuperTransmutingKing, OnlyTheNamedSidesKingTransmutes) {
  const auto rules = chess_with("BlackSuperTransmutingKing");
  // The white bishop b5 observes the black king e8: Black moves it as a bishop (d7, c6, b5 taken; f7,
  // g6, h5), each making it a bishop. White's king, checked by the bishop b4, escapes as a king.
  const std::set<std::string> expected = {"e8d7b", "e8c6b", "e8b5b", "e8f7b", "e8g6b", "e8h5b"};
  EXPECT_EQ(legal_ucis(*rules, "4k3/8/8/1B6/8/8/8/4K3 b - - 0 1"), expected);
  const std::set<std::string> escapes = {"e1d1", "e1f1", "e1e2", "e1f2"};
  EXPECT_EQ(legal_ucis(*rules, "4k3/8/8/8/1b6/8/8/4K3 w - - 0 1"), escapes);
}

TEST(SuperTransmutingKing, ArgumentsAndASecondObligationAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"WhiteSuperTransmutingKing", {"TypeB"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"WhiteSuperTransmutingKing", {}}, {"WhiteMaximummer", {}}}),
               std::invalid_argument);
}

// Popeye's examples (tests/data/super_transmuting_king) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(SuperTransmutingKingProblems, PopeyesTextToTheLetter,
                                testing::expect_popeye_text, "super_transmuting_king");

}  // namespace
}  // namespace nightrider
