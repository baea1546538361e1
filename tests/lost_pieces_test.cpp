// LostPieces (conditions/captures/lost_pieces.h): after a move, each unit of the other side, its king
// aside, that would be mated as that side's only royal unit is taken off. The positions are ours, the
// expected boards worked out by hand from the rule (Popeye 4.104's conditions/lostpieces.c); Popeye's
// examples (tests/data/lost_pieces) are compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(LostPieces, AUnitAttackedWithNoEscapeIsTakenOff) {
  const auto rules = chess_with("LostPieces");
  // Rd4-b4 attacks the pawn b5, which cannot step (the rook stands on b4) and which no black move
  // shields: it is taken off.
  EXPECT_EQ(after(*rules, "3k4/3P4/3K4/1p6/3Rp3/8/8/8 w - - 0 1", "d4b4"),
            "3k4/3P4/3K4/8/1R2p3/8/8/8 b - - 1 1");
  // Rd4-a4 attacks the pawn e4, which may step to e3 out of the rook's reach: nothing is taken off.
  EXPECT_EQ(after(*rules, "3k4/3P4/3K4/1p6/3Rp3/8/8/8 w - - 0 1", "d4a4"),
            "3k4/3P4/3K4/1p6/R3p3/8/8/8 b - - 1 1");
}

TEST(LostPieces, AUnitThatCanMoveOutOfAttackStays) {
  const auto rules = chess_with("LostPieces");
  // Ra1-a4 attacks the knight e4, which has squares the rook does not reach: it stays.
  EXPECT_EQ(after(*rules, "7k/8/8/8/4n3/8/8/R6K w - - 0 1", "a1a4"), "7k/8/8/8/R3n3/8/8/7K b - - 1 1");
}

TEST(LostPieces, TheMoversKingIsAPlainUnitForTheTest) {
  const auto rules = chess_with("LostPieces");
  // Kd8-c8 would attack the white pawn d7, which cannot step to d8 (the king attacks it there too);
  // but with the black king no royal unit for the while, the pawn may take it on c8: the pawn is not
  // lost, so it checks the king on c8 and the move is illegal (1.Rd4-b4 of Popeye's first example).
  EXPECT_FALSE(legal(*rules, "3k4/3P4/3K4/8/1R2p3/8/8/8 b - - 0 1", "d8c8"));
  EXPECT_TRUE(legal(*rules, "3k4/3P4/3K4/8/1R2p3/8/8/8 b - - 0 1", "e4e3"));
  // After e4-e3 the pawn d7 is lost: the king d8 attacks it, and nothing takes the king or moves it.
  EXPECT_EQ(after(*rules, "3k4/3P4/3K4/8/1R2p3/8/8/8 b - - 0 1", "e4e3"),
            "3k4/8/3K4/8/1R6/4p3/8/8 w - - 0 2");
}

TEST(LostPieces, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"LostPieces", {"x"}}}), std::invalid_argument);
}

TEST(LostPieces, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("LostPieces");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 67);
}

// Popeye's examples (tests/data/lost_pieces) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(LostPiecesProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "lost_pieces");

}  // namespace
}  // namespace nightrider
