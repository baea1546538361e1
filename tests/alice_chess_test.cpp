// Alice chess (conditions/board/alice.h): two boards, each unit moving on its own as if the other's units
// were not there, then going over to the other board. The positions are those of Popeye's
// TESTS/alice.inp, written as FENs (a unit on board B marked '|'), with the moves Popeye 4.104 lists for
// them; Popeye's examples and positions of ours run through Popeye (tests/data/alice_chess) are
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

TEST(AliceChess, AUnitMovesOnItsBoardAloneOntoASquareEmptyOnTheOther) {
  const auto rules = chess_with("AliceChess");
  // Board A: Kd1, Bh4, the black pawn g3 (and king a8); board B: the white pawn f4, the black pawn g5.
  // The bishop rides through g5 (another board's unit) but may not stop there; the pawn f4 takes g5 on
  // its own board. (Popeye: 1.f4-f5A, f4*g5A, the king's five steps, Bh4*g3B, Bh4-d8B, -e7B, -f6B.)
  EXPECT_EQ(legal_ucis(*rules, "k7/8/8/6p|1/5P|1B/6p1/8/3K4 w - - 0 1"),
            (std::set<std::string>{"f4f5", "f4g5", "d1e2", "d1c2", "d1c1", "d1d2", "d1e1", "h4g3", "h4d8",
                                   "h4e7", "h4f6"}));
  // The unit goes over to the other board: the pawn to A, the bishop to B.
  EXPECT_EQ(after(*rules, "k7/8/8/6p|1/5P|1B/6p1/8/3K4 w - - 0 1", "f4f5"),
            "k7/8/8/5Pp|1/7B/6p1/8/3K4 b - - 0 1");
  EXPECT_EQ(after(*rules, "k7/8/8/6p|1/5P|1B/6p1/8/3K4 w - - 0 1", "h4g3"),
            "k7/8/8/6p|1/5P|2/6B|1/8/3K4 b - - 0 1");
}

TEST(AliceChess, AKingIsCheckedFromItsOwnBoardOnly) {
  const auto rules = chess_with("AliceChess");
  // The pawn e3 (board B) steps to e4 and goes over to A, where it checks the king d5; c3 (A) goes to B.
  EXPECT_EQ(after(*rules, "8/8/8/3k4/8/2P1P|3/8/7K w - - 0 1", "e3e4"), "8/8/8/3k4/4P3/2P5/8/7K b - - 0 1");
  EXPECT_TRUE(in_check(*rules, "8/8/8/3k4/4P3/2P5/8/7K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/8/8/3k4/2P|1P|3/8/8/7K b - - 0 1"));
  // A pawn moving on A to b7 goes to B: it no longer checks a8 (A); from B it comes to A and checks.
  EXPECT_FALSE(in_check(*rules, after(*rules, "k7/8/1P6/8/8/8/8/7K w - - 0 1", "b6b7")));
  EXPECT_TRUE(in_check(*rules, after(*rules, "k7/8/1P|6/8/8/8/8/7K w - - 0 1", "b6b7")));
}

TEST(AliceChess, AKingThatMovesMustNotStandInCheckOnTheBoardItMovedOn) {
  const auto rules = chess_with("AliceChess");
  // b2 is attacked on A by the pawn a3, though not on B where the king arrives: Ka1-b2 is illegal.
  EXPECT_EQ(legal_ucis(*rules, "7k/8/8/8/8/p7/8/K7 w - - 0 1"), (std::set<std::string>{"a1a2", "a1b1"}));
}

TEST(AliceChess, CastlingTakesBothUnitsOverAndNeedsTheRooksSquareEmptyOnTheOtherBoard) {
  const auto rules = chess_with("AliceChess");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1"), "4k3/8/8/8/8/8/8/2K|R|4 b - - 1 1");
  // A black knight on d1 on board B: the rook could not go over there.
  EXPECT_FALSE(legal(*rules, "4k3/8/8/8/8/8/8/R2n|K3 w Q - 0 1", "e1c1"));
}

TEST(AliceChess, EnPassantTakesAPawnOfTheMoversBoard) {
  const auto rules = chess_with("AliceChess");
  // e7-e5 on A takes the pawn over to B: f5 (B) takes it en passant, d5 (A) does not.
  const std::string fen = after(*rules, "7k/4p3/8/3P1P|2/8/8/8/K7 b - - 0 1", "e7e5");
  EXPECT_EQ(fen, "7k/8/8/3Pp|P|2/8/8/8/K7 w - e6 0 2");
  EXPECT_TRUE(legal(*rules, fen, "f5e6"));
  EXPECT_FALSE(legal(*rules, fen, "d5e6"));
  EXPECT_EQ(after(*rules, fen, "f5e6"), "7k/8/4P3/3P4/8/8/8/K7 b - - 0 2");
}

TEST(AliceChess, TheBoardChangeIsWrittenInSanNotInCoordinates) {
  const auto rules = chess_with("AliceChess");
  EXPECT_EQ(legal_sans(*rules, "7k/8/8/8/8/p7/8/K7 w - - 0 1"),
            (std::set<std::string>{"Ka2 (B)", "Kb1 (B)"}));
}

TEST(AliceChess, OtherRulesBesideItAreRefusedByName) {
  EXPECT_THROW(chess_with(ConditionList{{"AliceChess", {"B"}}}), std::invalid_argument);
  for (const ConditionList& both : {ConditionList{{"AliceChess", {}}, {"Circe", {}}},
                                    ConditionList{{"Madrasi", {}}, {"AliceChess", {}}}}) {
    try {
      chess_with(both);
      ADD_FAILURE() << "accepted";
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find("AliceChess"), std::string::npos) << e.what();
    }
  }
}

TEST(AliceChess, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("AliceChess");
  EXPECT_GE(expect_perft_two_ways(*rules), 1);
  random_games_round_trip(*rules, 2412);
}

// Popeye's examples and ours (tests/data/alice_chess) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(AliceChessProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "alice_chess");

}  // namespace
}  // namespace nightrider
