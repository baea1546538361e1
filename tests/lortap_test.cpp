// Lortap (conditions/observation/lortap.h), one position per clause: a unit takes only while no unit of
// its side observes it, its other moves are free, and its observations (check) count only then. The
// expected moves are Popeye 4.104's on the same positions (stipulation ~1). Perft two ways and random
// games as for every condition; Popeye's examples with the condition: docs/conditions.md.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::set<std::string> lortap_moves(const std::string& pieces) {
  const testing::SolvedText solved = testing::solve_problem_text(
      "beginproblem\nstipulation ~1\ncondition Lortap\npieces " + pieces + "\nendproblem\n");
  EXPECT_EQ(solved.err, "");
  return testing::first_moves(solved.out);
}

TEST(Lortap, OnlyAnUnsupportedUnitTakes) {
  // Popeye: the rook d1, observed by its king, does not take d5 (it still moves); the bishop and the
  // pawn, observed by nothing, take.
  EXPECT_EQ(lortap_moves("white ke1 rd1 bf3 pc4 black ka8 pd5 sd7 qh5"),
            (std::set<std::string>{"1.Rd1-a1 +", "1.Rd1-b1", "1.Rd1-c1", "1.Rd1-d4", "1.Rd1-d3", "1.Rd1-d2",
                                   "1.Ke1-f2", "1.Ke1-d2", "1.Ke1-e2", "1.Ke1-f1", "1.Bf3-e2", "1.Bf3-h1",
                                   "1.Bf3-g2", "1.Bf3*h5", "1.Bf3-g4", "1.Bf3*d5", "1.Bf3-e4", "1.c4-c5",
                                   "1.c4*d5"}));
  auto rules = chess_with("Lortap");
  EXPECT_FALSE(legal(*rules, "k7/8/8/3p4/2P5/8/8/3RK3 w - - 0 1", "d1d5"));
  EXPECT_TRUE(legal(*rules, "k7/8/8/3p4/2P5/8/8/3R3K w - - 0 1", "d1d5"));
}

TEST(Lortap, ASupportedUnitGivesNoCheck) {
  auto rules = chess_with("Lortap");
  // The pawn g2, observed by the rook g8, does not check the king h1; alone, it does.
  EXPECT_FALSE(in_check(*rules, "k5r1/8/8/8/8/8/6p1/6RK w - - 0 1"));
  EXPECT_TRUE(in_check(*rules, "k7/8/8/8/8/8/6p1/6RK w - - 0 1"));
  // Popeye: the king, observed by its rook, cannot take the pawn; it steps to h2.
  EXPECT_EQ(lortap_moves("white kh1 rg1 black ka8 rg8 pg2"),
            (std::set<std::string>{"1.Rg1-a1 +", "1.Rg1-b1", "1.Rg1-c1", "1.Rg1-d1", "1.Rg1-e1", "1.Rg1-f1",
                                   "1.Kh1-h2"}));
  EXPECT_THROW(chess_with(ConditionList{{"Lortap", {"x"}}}), std::invalid_argument);
}

TEST(Lortap, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("Lortap");
  EXPECT_GE(expect_perft_two_ways(*rules), 2);
  random_games_round_trip(*rules, 41);
}

}  // namespace
}  // namespace nightrider
