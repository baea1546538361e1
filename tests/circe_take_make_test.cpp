// Circe Take&Make (Popeye's `Circe Take&Make`, `CirceTake&Make`; conditions/circe/take_make_circe.h):
// the unit taken is reborn by a make from its capture square, with its own walk, onto a square that move
// reaches without taking; with no such move the capture is not played. The positions are ours; the
// expected text is Popeye 4.104's, run on them. Popeye's examples (tests/data/circe_take_make) are
// compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::string take_make_circe_lines(const std::string& body) {
  return testing::solution_lines(testing::solve_problem_text("beginproblem\n" + body + "\nendproblem\n").out);
}

TEST(CirceTakeMake, TheUnitTakenIsRebornWhereItsMakeGoes) {
  // The pawn taken on d5 steps to d4; the pawn taken on d6 could only step to d5, where its own pawn
  // stands: e5*d6 is no move.
  EXPECT_EQ(take_make_circe_lines("pieces white kh1 rd1 black ka8 pd6 pd5 pa7\nstipulation ~1\n"
                                  "condition CirceTake&Make"),
            "   1.Rd1-a1 !\n   1.Rd1-b1 !\n   1.Rd1-c1 !\n   1.Rd1*d5[+bPd4] !\n   1.Rd1-d4 !\n"
            "   1.Rd1-d3 !\n   1.Rd1-d2 !\n   1.Rd1-g1 !\n   1.Rd1-f1 !\n   1.Rd1-e1 !\n   1.Kh1-g2 !\n"
            "   1.Kh1-g1 !\n   1.Kh1-h2 !\n");
  EXPECT_EQ(take_make_circe_lines("pieces white kh1 pe5 black ka8 pd5 pd6\nstipulation ~1\n"
                                  "condition Circe Take&Make"),
            "   1.Kh1-g2 !\n   1.Kh1-g1 !\n   1.Kh1-h2 !\n   1.e5-e6 !\n");
}

TEST(CirceTakeMake, ARebirthMayNotCheckTheCapturersKing) {
  // The knight taken on a5 goes to b7 or c4 (c6 and b3 hold units); the queen taken on g7 goes along its
  // lines from g7, the capturer gone, but not to h8, h7, h6, g2, g1 or b7, where it would check the
  // white king; a pawn taken on b2 is reborn on b1 as a knight or a bishop (a queen or rook would check).
  const std::string lines = take_make_circe_lines(
      "pieces white kh1 bf6 rb1 ra1 pc6 black ka8 qg7 pb2 pc7 sa5 pb3\nstipulation ~1\n"
      "condition CirceTake&Make");
  EXPECT_NE(lines.find("   1.Ra1*a5[+bSb7] + !\n   1.Ra1*a5[+bSc4] + !\n"), std::string::npos) << lines;
  EXPECT_NE(lines.find("   1.Rb1*b2[+bPb1=S] !\n   1.Rb1*b2[+bPb1=B] !\n"), std::string::npos) << lines;
  EXPECT_NE(lines.find("   1.Bf6*g7[+bQg8] !\n   1.Bf6*g7[+bQf7] !\n"), std::string::npos) << lines;
  EXPECT_EQ(lines.find("[+bQh8]"), std::string::npos) << lines;
  EXPECT_EQ(lines.find("[+bQg1]"), std::string::npos) << lines;
}

TEST(CirceTakeMake, OtherRebirthRulesAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"Circe", {"Take&Make", "Mirror"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"Circe", {"Take&Make", "Super"}}}), std::invalid_argument);
}

TEST(CirceTakeMake, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with(ConditionList{{"Circe", {"Take&Make"}}});
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 47);
}

// Popeye's examples and our own position (tests/data/circe_take_make) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(CirceTakeMakeProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "circe_take_make");

}  // namespace
}  // namespace nightrider
