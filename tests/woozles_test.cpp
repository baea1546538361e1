// The Woozles family (conditions/observation/woozles.h): two units that observe each other (of one side
// under Woozles and Heffalumps, of opposite sides under BiWoozles and BiHeffalumps; along the line of
// the capture only under the Heffalumps) can neither take nor check. Every position's legal moves were
// checked against Popeye 4.104 (`stipulation ~1`, which lists them); Popeye's examples
// (tests/data/woozles) are compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Woozles, FriendsObservingEachOtherNeitherTakeNorCheck) {
  const auto rules = chess_with("Woozles");
  // The queen d4 and rook d1 observe each other: the rook may not take h1, the queen gives no check
  // (Popeye: 1.Rd1-a1 + frees the queen, 1.Rd1-d2 does not).
  const std::string fen = "7k/8/8/8/3Q4/K7/8/3R3n w - - 0 1";
  EXPECT_FALSE(legal(*rules, fen, "d1h1"));
  EXPECT_TRUE(legal(*rules, fen, "d1a1"));
  EXPECT_TRUE(in_check(*rules, after(*rules, fen, "d1a1")));
  EXPECT_FALSE(in_check(*rules, after(*rules, fen, "d1d2")));
  EXPECT_FALSE(in_check(*rules, "7k/8/8/8/3Q4/K7/8/3R3n b - - 0 1"));
  EXPECT_TRUE(in_check(*chess_with("BiWoozles"), "7k/8/8/8/3Q4/K7/8/3R3n b - - 0 1"));
}

TEST(Woozles, BiWoozlesPairsEnemiesEvenForTheirOwnCapture) {
  // The white and black rooks on the d-file observe each other: under BiWoozles neither takes anything,
  // the other rook included; under Woozles both captures stand.
  const std::string fen = "3r3k/8/8/8/8/8/8/K2R3n w - - 0 1";
  const auto bi = chess_with("BiWoozles");
  EXPECT_FALSE(legal(*bi, fen, "d1d8"));
  EXPECT_FALSE(legal(*bi, fen, "d1h1"));
  EXPECT_TRUE(legal(*bi, fen, "d1d7"));
  const auto mono = chess_with("Woozles");
  EXPECT_TRUE(legal(*mono, fen, "d1d8"));
  EXPECT_TRUE(legal(*mono, fen, "d1h1"));
  // Pawns observe diagonally forward: e4 and d5 observe each other, so e4 takes neither d5 nor f5.
  const std::string pawns = "7k/8/8/3p1p2/4P3/8/8/K7 w - - 0 1";
  EXPECT_FALSE(legal(*bi, pawns, "e4d5"));
  EXPECT_FALSE(legal(*bi, pawns, "e4f5"));
}

TEST(Woozles, HeffalumpsOnlyAlongTheLineOfThePair) {
  // The rooks a2 and a6 observe each other along the a-file: they may not take on that file (a1, a8,
  // either way) but may along their ranks (h2, h6); under Woozles they take nothing.
  const std::string fen = "n6k/8/R6n/8/2K5/8/R6n/n7 w - - 0 1";
  const auto heffalumps = chess_with("Heffalumps");
  EXPECT_FALSE(legal(*heffalumps, fen, "a2a1"));
  EXPECT_FALSE(legal(*heffalumps, fen, "a6a8"));
  EXPECT_TRUE(legal(*heffalumps, fen, "a2h2"));
  EXPECT_TRUE(legal(*heffalumps, fen, "a6h6"));
  const auto woozles = chess_with("Woozles");
  EXPECT_FALSE(legal(*woozles, fen, "a2h2"));
  EXPECT_FALSE(legal(*woozles, fen, "a6h6"));
  // The white queen b2 and black bishop g7 observe each other along the long diagonal, and so do the
  // queen and her king a1 (RexExclusive leaves the kings out). Heffalumps: the king's partnership on
  // that diagonal stops Qb2*g7, which RexExclusive allows; BiHeffalumps: the bishop's stops it.
  const std::string diagonal = "n6k/6b1/8/8/8/8/1Q6/K7 w - - 0 1";
  EXPECT_FALSE(legal(*heffalumps, diagonal, "b2g7"));
  EXPECT_TRUE(legal(*chess_with(ConditionList{{"Heffalumps", {"RexExclusive"}}}), diagonal, "b2g7"));
  EXPECT_FALSE(legal(*chess_with(ConditionList{{"BiHeffalumps", {"RexExclusive"}}}), diagonal, "b2g7"));
  EXPECT_TRUE(legal(*heffalumps, diagonal, "b2c3"));
}

TEST(Woozles, KingsTakePartUnlessRexExclusive) {
  // The king d1 and rook d2 observe each other: by default neither takes c2; under RexExclusive the
  // king keeps its powers and makes no partner, so both may.
  const std::string fen = "7k/8/8/8/8/8/2nR4/3K4 w - - 0 1";
  const auto inclusive = chess_with("Woozles");
  EXPECT_FALSE(legal(*inclusive, fen, "d1c2"));
  EXPECT_FALSE(legal(*inclusive, fen, "d2c2"));
  const auto exclusive = chess_with(ConditionList{{"Woozles", {"RexExclusive"}}});
  EXPECT_TRUE(legal(*exclusive, fen, "d1c2"));
  EXPECT_TRUE(legal(*exclusive, fen, "d2c2"));
}

TEST(Woozles, OtherArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"Woozles", {"TypeB"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"BiHeffalumps", {"RexInclusive"}}}), std::invalid_argument);
}

// (Perft two ways and random games for each of the four: the registry's sweep,
// tests/condition_sweep_test.cpp.)

// Popeye's examples (tests/data/woozles) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(WoozlesProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "woozles");

}  // namespace
}  // namespace nightrider
