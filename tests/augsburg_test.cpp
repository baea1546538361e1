// Augsburg (conditions/stacks/augsburg.h, seed 001's no. 12), one position per clause, the moves worked
// out by hand from the seed's definition (RULES.md 4.1 no. 12) and our readings of its open points
// (docs/rules-decisions.md, "Augsburg"): a unit other than a king may join a friend, forming a stack
// (kept as its top unit with the others under its square: the FEN's underworld field, "Pd2"); every unit
// of a stack moves with its own walk; the others may travel along or stay; a capture of a stack takes
// all its units; a stacked unit gives check; a pawn on its first rank stands still; kings never stack.
// A problem of our own, perft two ways (every node rebuilt from its FEN, stacks included) and random
// games whose undo restores every FEN and hash.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "search/perft.h"
#include "support/condition_checks.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

bool has(const std::set<std::string>& moves, const std::string& m) { return moves.count(m) != 0; }

TEST(Augsburg, AUnitOtherThanAKingMayJoinAFriend) {
  auto rules = chess_with("Augsburg");
  const std::string fen = "4k3/8/8/8/8/8/3P4/3RK3 w - - 0 1";
  // The rook joins the pawn d2: the rook on top, the pawn under d2.
  EXPECT_EQ(after(*rules, fen, "d1d2"), "4k3/8/8/8/8/8/3R4/4K3 b - - 1 1 Pd2");
  const auto moves = legal_ucis(*rules, fen);
  EXPECT_FALSE(has(moves, "e1d2"));  // (a king joins nobody)
  EXPECT_FALSE(has(moves, "d1e1"));  // (nor is it joined)
  // The pawn joins a friend straight ahead (its move were the square empty), not diagonally.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/3N4/3P4/4K3 w - - 0 1", "d2d3"),
            "4k3/8/8/8/8/3P4/8/4K3 b - - 0 1 Nd3");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/3N4/8/3P4/4K3 w - - 0 1", "d2d4"),
            "4k3/8/8/8/3P4/8/8/4K3 b - - 0 1 Nd4");
  EXPECT_FALSE(legal(*rules, "4k3/8/8/8/8/2N5/3P4/4K3 w - - 0 1", "d2c3"));
  EXPECT_FALSE(legal(*chess_with(ConditionList{}), fen, "d1d2"));
}

TEST(Augsburg, EveryUnitOfAStackMovesAndTheOthersMayTravelAlong) {
  auto rules = chess_with("Augsburg");
  // A rook on d2 with a pawn under it.
  const std::string fen = "4k3/8/8/8/8/8/3R4/4K3 w - - 0 1 Pd2";
  // The rook moves alone (the pawn comes up) or with the pawn.
  EXPECT_EQ(after(*rules, fen, "d2d5"), "4k3/8/8/3R4/8/8/3P4/4K3 b - - 1 1");
  EXPECT_EQ(after(*rules, fen, "d2d5/d5vp"), "4k3/8/8/3R4/8/8/8/4K3 b - - 1 1 Pd5");
  // The pawn moves with its own walk, one or two steps, alone or with the rook.
  EXPECT_EQ(after(*rules, fen, "d2d4/d2p"), "4k3/8/8/8/3P4/8/3R4/4K3 b - - 0 1");
  EXPECT_EQ(after(*rules, fen, "d2d3/d2p/d3vr"), "4k3/8/8/8/8/3P4/8/4K3 b - - 0 1 Rd3");
  // The travellers need not be able to make the move: a knight takes the rook under it along.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1 Rb1", "b1c3/c3vr"),
            "4k3/8/8/8/8/2N5/8/4K3 b - - 1 1 Rc3");
  // Counted by hand: the rook has 14 squares (d3-d8, d1, a2-c2, e2-h2), each alone or with the pawn but
  // for d8 and d1 (a pawn does not ride onto its last or first rank): 14 + 12; the pawn's one and two
  // steps, each alone or with the rook: 2 x 2.
  const std::vector<std::string> d2 = unit_moves(*rules, fen, "d2");
  EXPECT_EQ(d2.size(), 14u + 12u + 2u * 2u);
}

TEST(Augsburg, APawnPromotesFromAStackAndDoesNotRideOntoItsLastRank) {
  auto rules = chess_with("Augsburg");
  const std::string fen = "8/3R4/8/8/8/8/8/k3K3 w - - 0 1 Pd7";
  EXPECT_TRUE(legal(*rules, fen, "d7d8"));
  EXPECT_FALSE(legal(*rules, fen, "d7d8/d8vp"));
  EXPECT_EQ(after(*rules, fen, "d7d8q/d7p"), "3Q4/3R4/8/8/8/8/8/k3K3 b - - 0 1");
}

TEST(Augsburg, ACaptureOfAStackTakesAllItsUnits) {
  auto rules = chess_with("Augsburg");
  EXPECT_EQ(after(*rules, "3rk3/8/8/8/8/8/3R4/4K3 b - - 0 1 Pd2", "d8d2"), "4k3/8/8/8/8/8/3r4/4K3 w - - 0 2");
}

TEST(Augsburg, AStackedUnitGivesCheck) {
  auto rules = chess_with("Augsburg");
  // The rook under the pawn d2 checks d8 up the file; the king must leave it.
  const std::string fen = "3k4/8/8/8/8/8/3P4/4K3 b - - 0 1 Rd2";
  EXPECT_TRUE(condition_checks::in_check(*rules, fen));
  EXPECT_EQ(legal_ucis(*rules, fen), (std::set<std::string>{"d8c8", "d8e8", "d8c7", "d8e7"}));
  // Nor may a king castle across a square a stacked unit attacks: the bishop under the pawn h3 sees f1
  // (the pawn only g2); a rook there sees neither f1 nor g1.
  EXPECT_FALSE(legal(*rules, "4k3/8/8/8/8/7p/8/4K2R w K - 0 1 bh3", "e1g1"));
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/7p/8/4K2R w K - 0 1 rh3", "e1g1"));
}

// (Only a problem's diagram can put a pawn there: no move brings one, and chess's FEN refuses it.)
TEST(Augsburg, APawnOnItsFirstRankStandsStill) {
  const std::set<std::string> moves = testing::first_moves(
      testing::solve_problem_text(
          "BeginProblem\nCondition Augsburg\nPieces White Ka1 Pd1 Black Kh8\nStipulation ~1\nEndProblem\n")
          .out);
  EXPECT_EQ(moves, (std::set<std::string>{"1.Ka1-a2", "1.Ka1-b1", "1.Ka1-b2"}));
}

// A problem of our own, solved by hand. Black: king h8, pawns g7 and h7; White: king c3, rook a1, bishop
// a8. The rook reaches the eighth rank only by joining the bishop on a8, and mates there along the rank
// (g8 on it, g7 and h7 Black's own); no other white move checks (the bishop's diagonal is not h8's).
TEST(Augsburg, AProblemOfOurOwn) {
  std::string err;
  EXPECT_EQ(testing::condition_solved("Augsburg", "White Kc3 Ra1 Ba8 Black Kh8 Pg7 Ph7", "#1", &err),
            "   1.Ra1-a8 # !");
  EXPECT_EQ(err, "");
}

// The same mate from a stack a problem's diagram makes (two units on a1: the first given goes under, as
// in Popeye's underworld): the rook leaves the bishop behind, which comes up on a1, or takes it along;
// the bishop's own moves from under the rook check nothing (g7 shuts its diagonal). Two solutions.
TEST(Augsburg, AStackInAProblemsDiagram) {
  const std::string out = testing::solve_problem_text(
                              "BeginProblem\nCondition Augsburg\nPieces White Kc3 Ba1 Ra1 Black Kh8 Pg7 "
                              "Ph7\nStipulation #1\nEndProblem\n")
                              .out;
  EXPECT_NE(out.find("a1 already occupied - old piece goes to the underworld."), std::string::npos) << out;
  EXPECT_EQ(testing::first_moves(out), (std::set<std::string>{"1.Ra1-a8[+wBa1] #", "1.Ra1-a8/wBa1-a8 #"}));
}

TEST(Augsburg, RefusesArgumentsAndNeutralUnits) {
  EXPECT_THROW(chess_with(ConditionList{{"Augsburg", {"x"}}}), std::invalid_argument);
}

TEST(Augsburg, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("Augsburg");
  for (const auto& [fen, depth] : std::vector<std::pair<std::string, int>>{
           {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 2},
           {"4k3/8/8/8/8/8/3R4/4K3 w - - 0 1 Pd2", 3},
           {"r3k3/1b6/8/3q4/8/2N5/3P4/R3K2R w KQq - 0 1 Bc3,Nd2,rd5", 2}}) {
    Position pos = parse_fen(*rules, fen);
    EXPECT_EQ(perft(*rules, pos, depth), perft_rebuilt(*rules, fen, depth)) << fen;
  }
  random_games_round_trip(*rules, 12);
}

}  // namespace
}  // namespace nightrider
