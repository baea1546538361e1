// Take&Make chess (conditions/captures/take_and_make.h), one position per clause: a capture is followed
// by a make, a move that takes nothing with the walk of the unit taken, in its side's direction; a
// capture without a make is no move; a pawn never makes to its own first rank and promotes where its
// make ends on its last rank; en passant makes from the square the pawn passed; check is the plain
// attack. The expected moves are Popeye 4.104's on the same positions (stipulation ~1). Perft two ways
// and random games as for every condition; the Popeye examples with the condition: docs/conditions.md.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "support/condition_checks.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::string take_and_make_solve(const std::string& pieces, const std::string& more = "") {
  const testing::SolvedText solved = testing::solve_problem_text(
      "beginproblem\nstipulation ~1\ncondition Take&MakeChess\npieces " + pieces + "\n" + more + "endproblem\n");
  EXPECT_EQ(solved.err, "");
  return solved.out;
}

TEST(TakeAndMake, ACaptureMakesWithTheTakenUnitsWalkOrIsNoMove) {
  auto rules = chess_with("Take&MakeChess");
  // The rook takes the knight on a5 and goes on as a knight.
  const std::set<std::string> knight_makes = {"a1a5/a5-b3", "a1a5/a5-c4", "a1a5/a5-c6", "a1a5/a5-b7"};
  std::set<std::string> seen;
  for (const std::string& m : condition_checks::legal_ucis(*rules, "4k3/8/8/n7/8/8/8/R3K3 w - - 0 1"))
    if (m.rfind("a1a5", 0) == 0) seen.insert(m);
  EXPECT_EQ(seen, knight_makes);
  EXPECT_EQ(condition_checks::after(*rules, "4k3/8/8/n7/8/8/8/R3K3 w - - 0 1", "a1a5/a5-c6"), "4k3/8/2R5/8/8/8/8/4K3 b - - 0 1");
  // Popeye: the taken pawns make as Black's, down the board (g7: one step or two, back to g5; b3: back
  // to b2, where the rook came from); the pawn on c4 cannot step to c3, so Rc8 cannot take it.
  const std::set<std::string> popeye = {
      "1.Kh1-g2",     "1.Kh1-g1",     "1.Kh1-h2",     "1.Rb2-b1",     "1.Rb2-a2",     "1.Rb2*b3-b2",
      "1.Rb2-h2 +",   "1.Rb2-g2",     "1.Rb2-f2",     "1.Rb2-e2",     "1.Rb2-d2",     "1.Rb2-c2",
      "1.Rg5-g1",     "1.Rg5-g2",     "1.Rg5-g3",     "1.Rg5-g4",     "1.Rg5-a5",     "1.Rg5-b5",
      "1.Rg5-c5",     "1.Rg5-d5",     "1.Rg5-e5",     "1.Rg5-f5",     "1.Rg5*g7-g5",  "1.Rg5*g7-g6 +",
      "1.Rg5-g6 +",   "1.Rg5-h5 +",   "1.Rc8-c5",     "1.Rc8-c6 +",   "1.Rc8-c7",     "1.Rc8-a8",
      "1.Rc8-b8",     "1.Rc8-h8 +",   "1.Rc8-g8",     "1.Rc8-f8",     "1.Rc8-e8",     "1.Rc8-d8"};
  EXPECT_EQ(testing::first_moves(take_and_make_solve("white kh1 rg5 rb2 rc8 pc3 black kh6 pg7 pb3 pc4")), popeye);
}

TEST(TakeAndMake, APawnPromotesWhereItsMakeEndsAndNeverMakesToItsFirstRank) {
  // Popeye: e4*d5 goes on as a rook, d5-d8 promotes (four moves), d5-d1 is no move.
  const std::set<std::string> popeye = {
      "1.Ka1-b2",        "1.Ka1-a2",      "1.Ka1-b1",      "1.e4-e5",       "1.e4*d5-d2",    "1.e4*d5-d3",
      "1.e4*d5-d4",      "1.e4*d5-a5",    "1.e4*d5-b5",    "1.e4*d5-c5",    "1.e4*d5-d8=Q +", "1.e4*d5-d8=S",
      "1.e4*d5-d8=R +",  "1.e4*d5-d8=B",  "1.e4*d5-d7",    "1.e4*d5-d6",    "1.e4*d5-h5",    "1.e4*d5-g5",
      "1.e4*d5-f5",      "1.e4*d5-e5"};
  EXPECT_EQ(testing::first_moves(take_and_make_solve("white ka1 pe4 black kh8 rd5")), popeye);
  auto rules = chess_with("Take&MakeChess");
  EXPECT_EQ(condition_checks::after(*rules, "7k/8/8/3r4/4P3/8/8/K7 w - - 0 1", "e4d5/d5-d8/d8q"), "3Q3k/8/8/8/8/8/8/K7 b - - 0 1");
  EXPECT_FALSE(condition_checks::legal(*rules, "7k/8/8/3r4/4P3/8/8/K7 w - - 0 1", "e4d5/d5-d1"));
}

TEST(TakeAndMake, EnPassantMakesFromTheSquarePassed) {
  // Popeye writes the capture onto the taken pawn's square, where the make ends: "1.e5*d5".
  const std::set<std::string> popeye = {"1.Ka1-b2", "1.Ka1-a2", "1.Ka1-b1", "1.e5-e6", "1.e5*d5"};
  EXPECT_EQ(testing::first_moves(take_and_make_solve("white ka1 pe5 black kh8 pd5", "option enpassant d7d6d5\n")),
            popeye);
  auto rules = chess_with("Take&MakeChess");
  EXPECT_EQ(condition_checks::after(*rules, "7k/8/8/3pP3/8/8/8/K7 w - d6 0 1", "e5d6/d6-d5"), "7k/8/8/3P4/8/8/8/K7 b - - 0 1");
}

TEST(TakeAndMake, CheckIsThePlainAttack) {
  // The knight on f2 checks although, taking the king, it could make no king's move (g1, g2 and h2
  // are White's): White must take it (Popeye: the five makes of Rf8*f2).
  const std::set<std::string> popeye = {"1.Rf8*f2-d1", "1.Rf8*f2-h3", "1.Rf8*f2-g4", "1.Rf8*f2-e4",
                                        "1.Rf8*f2-d3"};
  EXPECT_EQ(testing::first_moves(take_and_make_solve("white kh1 sg1 ph2 pg2 rf8 black ka7 sf2")), popeye);
  auto rules = chess_with("Take&MakeChess");
  EXPECT_TRUE(condition_checks::in_check(*rules, "5R2/k7/8/8/8/8/5nPP/6NK w - - 0 1"));
}

TEST(TakeAndMake, RefusesWhatItDoesNotModelYet) {
  EXPECT_THROW(chess_with(ConditionList{{"Take&MakeChess", {"Absolute"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"Take&MakeChess", {"Sideways"}}}), std::invalid_argument);
  // Conditions that read the mover where its move arrived, or measure the move to there.
  EXPECT_THROW(chess_with(ConditionList{{"Take&MakeChess", {}}, {"WhiteMaximummer", {}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"AntiCirce", {}}, {"Take&MakeChess", {}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"Take&MakeChess", {}}, {"Circe", {"Couscous"}}}), std::invalid_argument);
  EXPECT_NO_THROW(chess_with(ConditionList{{"Circe", {}}, {"Take&MakeChess", {}}}));
}

TEST(TakeAndMake, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("Take&MakeChess");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  EXPECT_GT(random_games_round_trip(*rules, 41), 0);
}

}  // namespace
}  // namespace nightrider
