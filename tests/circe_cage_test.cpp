// Circe Cage (Popeye's `Circe Cage`, `CageCirce`): the captured unit is reborn where the capturer
// chooses among its cages, the empty squares from which it would have no legal move but captures; with
// none it is lost (under Strict the capture is not played). Each position is ours; the expected text is
// Popeye 4.104's, run on it.
#include <gtest/gtest.h>

#include <string>

#include "support/condition_checks.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::string cage_solve(const std::string& body) {
  return testing::solve_problem_text("beginproblem\n" + body + "\nendproblem\n").out;
}

std::string cage_moves(const std::string& out) { return testing::solution_lines(out); }

TEST(CirceCage, TheUnitIsRebornOnlyInACage) {
  // The bishop taken on g7 has one cage: h8, where the pawn now on g7 blocks it. Not g7's Circe square
  // (f8, free), nor any other.
  EXPECT_EQ(cage_moves(cage_solve("pieces white pf6 black bg7 pf7\nstipulation ~1\ncondition circe cage\n"
                                  "option nowk nobk")),
            "   1.f6*g7[+bBh8] !\n");
}

TEST(CirceCage, WithoutACageTheUnitIsLostAndUnderStrictTheCaptureIsNotPlayed) {
  const std::string position = "pieces white kh1 rd1 black qd4 ka8 pa7 pb7\nstipulation ~1\n";
  const std::string lost = cage_moves(cage_solve(position + "condition circe cage"));
  EXPECT_NE(lost.find("   1.Rd1*d4 !\n"), std::string::npos) << lost;
  const std::string strict = cage_moves(cage_solve(position + "condition circe cage strict"));
  EXPECT_EQ(strict.find("Rd1*d4"), std::string::npos) << strict;
  EXPECT_EQ(strict,
            "   1.Rd1-a1 !\n   1.Rd1-b1 !\n   1.Rd1-c1 !\n   1.Rd1-d3 !\n   1.Rd1-d2 !\n   1.Rd1-g1 !\n"
            "   1.Rd1-f1 !\n   1.Rd1-e1 !\n   1.Kh1-g2 !\n   1.Kh1-h2 !\n");
}

TEST(CirceCage, AMoveThatLeavesItsKingInCheckDoesNotFreeTheUnit) {
  // Rc1*c7 checks the king on b7 from next door: a rook reborn on a2 could step along the board, but
  // every such step leaves its king in check, so a2 is a cage. Squares from which it could take the
  // checking rook are cages too (captures do not count).
  const std::string out =
      cage_moves(cage_solve("pieces white kh1 rc1 ph2 black kb7 rc7\nstipulation ~1\ncondition circe cage"));
  EXPECT_NE(out.find("   1.Rc1*c7[+bRa2] + !\n"), std::string::npos) << out;
  EXPECT_NE(out.find("   1.Rc1*c7[+bRc2] + !\n"), std::string::npos) << out;
}

TEST(CirceCage, APawnOnItsFirstRankStepsAndTakes) {
  // Unlike Super-Circe's, Circe Cage's pawns on their own first rank move and observe (Popeye's rule):
  // a black pawn reborn on c8 would step to c7, so only b8 (blocked by the capturer) and a8 (by its own
  // pawn) are cages; and a black pawn on c8 guards d7.
  EXPECT_EQ(cage_moves(cage_solve("pieces white pc6 black pb7a7\nstipulation ~1\ncondition circe cage\n"
                                  "option nowk nobk")),
            "   1.c6-c7 !\n   1.c6*b7[+bPa8] !\n   1.c6*b7[+bPb8] !\n");
  const std::string king = cage_moves(
      cage_solve("pieces black pc8 white ke8\nstipulation ~1\ncondition circe cage\noption nobk"));
  EXPECT_EQ(king.find("Ke8-d7"), std::string::npos) << king;
}

TEST(CirceCage, PerftTwoWays) {
  // (Every capture asks each empty square whether it is a cage: small depths keep this quick.)
  auto rules = chess_with(ConditionList{{"Circe", {"Cage"}}});
  EXPECT_GE(expect_perft_two_ways(*rules, {{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2},
                                            {"4k3/1p6/2P5/8/8/5q2/6P1/R3K3 w Q - 0 1", 3},
                                            {"rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2", 3}}),
            1);
}

TEST(CirceCage, RandomGames) {
  auto rules = chess_with(ConditionList{{"Circe", {"Cage"}}});
  EXPECT_GT(random_games_round_trip(*rules, 41), 0);  // (rebirths are seen)
}

}  // namespace
}  // namespace nightrider
