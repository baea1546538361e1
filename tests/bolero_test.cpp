// Bolero and Bolero inverse (conditions/walks/bolero.h; Popeye's conditions/bolero.c): a unit moves
// without capturing with the walk of the game array's piece on its file and captures with its own
// (inverse: the other way round, and it checks with its file's walk); pawns and kings keep their own.
// Positions of our own checked against Popeye 4.104's rule; perft two ways and random games as for
// every condition; Popeye's examples in tests/data/bolero give its whole text.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Bolero, AUnitMovesByItsFilesWalkAndTakesByItsOwn) {
  auto rules = chess_with("Bolero");
  // The knight on d4 moves as a queen (the d-file's piece) and takes as a knight.
  const std::string fen = "4k3/8/3p4/8/3N4/8/8/K7 w - - 0 1";
  EXPECT_TRUE(legal(*rules, fen, "d4h8"));
  EXPECT_TRUE(legal(*rules, fen, "d4d5"));
  EXPECT_FALSE(legal(*rules, fen, "d4f3"));  // (a knight's move without capture)
  EXPECT_FALSE(legal(*rules, fen, "d4d6"));  // (a queen's capture)
  EXPECT_TRUE(legal(*chess_with("Bolero"), "4k3/8/4p3/8/3N4/8/8/K7 w - - 0 1", "d4e6"));
  // Pawns and kings keep their walks: the king steps, the pawn pushes.
  EXPECT_TRUE(legal(*rules, fen, "a1b2"));
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/8/1P6/K7 w - - 0 1", "b2b4"));
  // Check is by the own walk: the knight on d4 checks e6, not d8.
  EXPECT_TRUE(in_check(*rules, "8/8/4k3/8/3N4/8/8/K7 b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "3k4/8/8/8/3N4/8/8/K7 b - - 0 1"));
}

TEST(Bolero, TheInverseTakesAndChecksByTheFilesWalk) {
  auto rules = chess_with("BoleroInverse");
  const std::string fen = "4k3/8/3p4/8/3N4/8/8/K7 w - - 0 1";
  EXPECT_TRUE(legal(*rules, fen, "d4f3"));   // (a knight's move)
  EXPECT_FALSE(legal(*rules, fen, "d4h8"));  // (a queen's move without capture)
  EXPECT_TRUE(legal(*rules, fen, "d4d6"));   // (a queen's capture)
  EXPECT_FALSE(legal(*chess_with("BoleroInverse"), "4k3/8/4p3/8/3N4/8/8/K7 w - - 0 1", "d4e6"));
  EXPECT_FALSE(in_check(*rules, "8/8/4k3/8/3N4/8/8/K7 b - - 0 1"));
  EXPECT_TRUE(in_check(*rules, "3k4/8/8/8/3N4/8/8/K7 b - - 0 1"));
}

TEST(Bolero, TheTwoTogetherAndBesideAnnanAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"Bolero", {}}, {"BoleroInverse", {}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"Bolero", {}}, {"AnnanChess", {}}}), std::invalid_argument);
}

TEST(Bolero, PerftTwoWaysAndRandomGames) {
  for (const char* name : {"Bolero", "BoleroInverse"}) {
    auto rules = chess_with(name);
    EXPECT_GE(expect_perft_two_ways(*rules), 1) << name;
    random_games_round_trip(*rules, 41);
    // RexInclusive: the kings change their walks too.
    auto rex_inclusive = chess_with(ConditionList{{name, {"RexInclusive"}}});
    EXPECT_GE(expect_perft_two_ways(*rex_inclusive), 1) << name << " RexInclusive";
    random_games_round_trip(*rex_inclusive, 43);
  }
}

// Popeye's examples (tests/data/bolero) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(BoleroProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "bolero");

}  // namespace
}  // namespace nightrider
