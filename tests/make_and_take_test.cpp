// Make&Take chess (conditions/captures/make_and_take.h), one position per clause: a unit takes only
// after a make, a move that takes nothing with the walk of the unit it then takes (in that unit's
// direction), taking with its own walk from there; the move goes from where it set out to where it took;
// check is the same (a king's make, then the attack), castling as a make included; en passant after a
// make. The expected moves are Popeye 4.104's on the same positions (stipulation ~1). Perft two ways and
// random games as for every condition; the Popeye examples with the condition: docs/conditions.md.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "support/condition_checks.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

testing::SolvedText make_and_take_solve(const std::string& pieces, const std::string& more = "") {
  return testing::solve_problem_text("beginproblem\nstipulation ~1\ncondition Make&TakeChess\npieces " + pieces +
                                     "\n" + more + "endproblem\n");
}

TEST(MakeAndTake, AUnitTakesOnlyAfterAMakeWithTheVictimsWalk) {
  // Popeye: the pawn e4 and the bishop g6 take the queen on e6 after a queen's make (e4-d5 or f5, g6-f7
  // or f5); the pawn on d3 and the knight cannot be taken (no pawn's or knight's make leads to a
  // capture of them), and the pawn's own capture e4*d5 ... is none: taking needs the make.
  const testing::SolvedText solved = make_and_take_solve("white ka1 bg6 pe4 black kh1 pd3 sb5 qe6");
  EXPECT_EQ(solved.err, "");
  EXPECT_EQ(testing::first_moves(solved.out), (std::set<std::string>{"1.Bg6*e6", "1.e4*e6", "1.e4-e5"}));
  auto rules = chess_with("Make&TakeChess");
  // The king makes a rook's move down the e-file, then takes the rook from e2 (or d2).
  EXPECT_EQ(condition_checks::legal_ucis(*rules, "4k3/8/8/8/8/8/8/K2R4 b - - 0 1"), (std::set<std::string>{"e8d1", "e8f7", "e8f8"}));
  EXPECT_EQ(condition_checks::after(*rules, "4k3/8/8/8/8/8/8/K2R4 b - - 0 1", "e8d1"), "8/8/8/8/8/8/8/K2k4 w - - 0 2");
}

TEST(MakeAndTake, CheckIsAKingsMakeThenTheAttack) {
  // The rook d8 checks the king on e1 from e8 after a king's step; White must take it or step aside
  // (Popeye: Ke1*d8, Kf1, Kf2; Kd1, Kd2 and Ke2 stay in check, and the pawn may not move).
  const testing::SolvedText solved = make_and_take_solve("white ke1 pa2 black ka8 rd8");
  EXPECT_EQ(solved.err, "");
  EXPECT_EQ(testing::first_moves(solved.out), (std::set<std::string>{"1.Ke1*d8", "1.Ke1-f2", "1.Ke1-f1"}));
  auto rules = chess_with("Make&TakeChess");
  EXPECT_TRUE(condition_checks::in_check(*rules, "4k3/8/8/8/8/8/8/K2R4 b - - 0 1"));
  EXPECT_FALSE(condition_checks::in_check(*rules, "4k3/8/8/8/8/8/8/KR6 b - - 0 1"));
}

TEST(MakeAndTake, ACastlingMakeChecks) {
  // Popeye's own test (TESTS/maketake.inp, "black is in check from se8!"): the knight on e8 castles
  // with the black rook as a make (to c8, the rook to d8) and takes the king on a7 from there, so the
  // diagram, White to play, is illegal: Popeye gives no solution, the solver refuses it.
  const testing::SolvedText solved = make_and_take_solve("black ka7 ra8 white se8 kh1");
  EXPECT_NE(solved.err.find("capture the king"), std::string::npos) << solved.err << solved.out;
  // Without the rook there is no such make.
  EXPECT_EQ(make_and_take_solve("black ka7 white se8 kh1").err, "");
}

TEST(MakeAndTake, EnPassantAfterAMake) {
  // The pawn f6 makes as a black pawn to f5 and takes en passant on g6 (Popeye: 1.f6*g6 ep.).
  const testing::SolvedText solved = make_and_take_solve("white kh1 pf6 black ka8 pg5", "option enpassant g7g6g5\n");
  EXPECT_EQ(solved.err, "");
  EXPECT_EQ(testing::first_moves(solved.out),
            (std::set<std::string>{"1.Kh1-g2", "1.Kh1-g1", "1.Kh1-h2", "1.f6*g6 ep.", "1.f6-f7"}));
}

TEST(MakeAndTake, RefusesWhatItDoesNotModelYet) {
  EXPECT_THROW(chess_with(ConditionList{{"Make&TakeChess", {"Absolute"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"Make&TakeChess", {}}, {"Take&MakeChess", {}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"Make&TakeChess", {}}, {"MarsCirce", {}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"Make&TakeChess", {}}, {"BrunnerChess", {}}}), std::invalid_argument);
  // Check by a legal rebirth is another definition of check.
  EXPECT_THROW(chess_with(ConditionList{{"Make&TakeChess", {}}, {"Circe", {"RexInclusive"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"AntiCirce", {}}, {"Make&TakeChess", {}}}), std::invalid_argument);
  EXPECT_NO_THROW(chess_with(ConditionList{{"Make&TakeChess", {}}, {"Circe", {}}}));
}

TEST(MakeAndTake, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("Make&TakeChess");
  // (Popeye's check makes two of the usual three positions illegal: positions of our own instead.)
  EXPECT_EQ(expect_perft_two_ways(*rules, {{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3},
                                           {"r3k3/1p6/8/2P5/8/8/5B2/R3K2R w KQq - 0 1", 3},
                                           {"4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1", 4}}),
            3);
  random_games_round_trip(*rules, 43);  // (no side effects: the count is 0)
}

}  // namespace
}  // namespace nightrider
