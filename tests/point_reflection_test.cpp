// Point reflection (conditions/walks/point_reflection.h): a unit whose square's reflection through the
// board's centre holds a unit, of either side, moves, takes and checks with that unit's walk; castling
// needs the king and the rook to keep their own walks. The positions are Popeye's examples and ours,
// the expected moves Popeye 4.104's; Popeye's examples (tests/data/point_reflection) are compared as
// whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(PointReflection, AUnitMovesWithTheWalkOnItsReflectedSquare) {
  // EXAMPLES/pointreflection.inp 2: the black king d2 has the black rook e7 on its reflected square and
  // moves as a rook ("1.Kd2-d5 +"); the rook e7 moves as a king (d2 holds the king).
  const auto rules = chess_with("PointReflection");
  const std::string fen = "8/4r3/2K5/8/5p2/5N2/2Nk4/8 b - - 0 1";
  EXPECT_TRUE(legal(*rules, fen, "d2d5"));
  EXPECT_FALSE(legal(*rules, fen, "d2e1"));  // (e1's reflection d8 is empty, but the king walks as a rook)
  EXPECT_TRUE(legal(*rules, fen, "e7e6"));
  EXPECT_FALSE(legal(*rules, fen, "e7e1"));
}

TEST(PointReflection, AnEmptyReflectedSquareKeepsTheOwnWalk) {
  const auto rules = chess_with("PointReflection");
  // The rook a1 reflects to h8, empty: it moves as a rook.
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a7"));
  // With a black knight on h8 it moves as a knight.
  EXPECT_FALSE(legal(*rules, "4k2n/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a7"));
  EXPECT_TRUE(legal(*rules, "4k2n/8/8/8/8/8/8/R3K3 w - - 0 1", "a1b3"));
}

TEST(PointReflection, ChecksWithTheReflectedWalk) {
  const auto rules = chess_with("PointReflection");
  // The white bishop c3 reflects to f6, where a black knight stands: it observes as a knight, and c3-d5
  // is a knight's leap, so the king d5 is in check; with f6 empty it is a bishop and does not check d5.
  EXPECT_TRUE(condition_checks::in_check(*rules, "8/8/5n2/3k4/8/2B5/8/K7 b - - 0 1"));
  EXPECT_FALSE(condition_checks::in_check(*rules, "8/8/8/3k4/8/2B5/8/K7 b - - 0 1"));
}

TEST(PointReflection, CastlingOnlyWithTheOwnWalks) {
  // REGRESSIONS/4_85_to_4_87.inp 11: Ke1, Rh1 castle; not with a black knight on a8 (the rook's
  // reflection: it walks as a knight) nor on d8 (the king's).
  const auto rules = chess_with("PointReflection");
  EXPECT_TRUE(legal(*rules, "8/8/8/k7/8/8/8/4K2R w K - 0 1", "e1g1"));
  EXPECT_FALSE(legal(*rules, "n7/8/8/k7/8/8/8/4K2R w K - 0 1", "e1g1"));
  EXPECT_FALSE(legal(*rules, "3n4/8/8/k7/8/8/8/4K2R w K - 0 1", "e1g1"));
}

TEST(PointReflection, AUnitLentAPawnsWalkTakesEnPassant) {
  // TESTS/pointreflection.inp 2, b): after e7-e5 the knight d5, whose reflection e4 holds a black pawn,
  // takes e6 en passant ("Sd5*e6 ep.").
  const auto rules = chess_with("PointReflection");
  EXPECT_TRUE(legal(*rules, "k7/8/8/3Np3/4p3/8/3P4/K7 w - e6 0 2", "d5e6"));
}

TEST(PointReflection, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"PointReflection", {"TypeB"}}}), std::invalid_argument);
}

TEST(PointReflection, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("PointReflection");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 208);
}

// Popeye's examples (tests/data/point_reflection) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(PointReflectionProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "point_reflection");

}  // namespace
}  // namespace nightrider
