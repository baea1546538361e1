// Holes (conditions/board/hole.h), one position per clause: the squares given hold holes that nothing
// lands on or crosses, leapers jump over them, hoppers find no hurdle there; they block lines of check;
// Popeye's diagram draws them blank and drops a unit set up there. Perft two ways and random games as for
// every condition. Bad arguments are refused in one line.
#include <gtest/gtest.h>

#include <sstream>
#include <stdexcept>
#include <string>

#include "solver/session.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Hole, NothingLandsOnOrCrossesAHoleLeapersJumpOverIt) {
  auto rules = chess_with(ConditionList{{"Hole", {"c1", "g3"}}});
  const auto moves = legal_ucis(*rules, "4k3/8/8/8/8/8/8/R3K1N1 w - - 0 1");
  EXPECT_TRUE(moves.count("a1b1"));
  EXPECT_FALSE(moves.count("a1c1"));  // onto the hole
  EXPECT_FALSE(moves.count("a1d1"));  // across it
  EXPECT_FALSE(moves.count("g1g3"));
  EXPECT_TRUE(moves.count("g1h3"));   // the knight leaps past g2
  EXPECT_FALSE(moves.count("e1c1"));  // no castling across the hole
  // The hole is there after a move too.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/R3K1N1 w - - 0 1", "a1b1"), "4k3/8/8/8/8/6#1/8/1R#1K1N1 b - - 1 1");
}

TEST(Hole, AHoleBlocksALineOfCheck) {
  auto rules = chess_with(ConditionList{{"Hole", {"e4"}}});
  EXPECT_FALSE(in_check(*rules, "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1"));
  auto plain = chess_with(ConditionList{});
  EXPECT_TRUE(in_check(*plain, "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1"));
}

TEST(Hole, SquaresMayBeRunTogetherAndBadOnesAreRefused) {
  auto rules = chess_with(ConditionList{{"Hole", {"h1h2h3"}}});
  EXPECT_EQ(rules->params().blocked_squares.size(), 3u);
  EXPECT_THROW(chess_with(ConditionList{{"Hole", {}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"Hole", {"z9"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"Hole", {"h1x"}}}), std::invalid_argument);
}

TEST(Hole, PopeyeDrawsHolesBlankAndAUnitSetUpThereIsGone) {
  // Popeye 4.104 on this input: h1 blank, "1 + 1", and the king's five moves (the rook is gone, no
  // castling).
  solver::SessionSettings settings;
  settings.quiet = true;
  std::ostringstream out, err;
  solver::solve_text(
      "beginproblem\npieces white ke1 rh1 black ke8\ncondition hole h1\nstipulation ~1\nendproblem\n", settings,
      out, err);
  const std::string text = out.str();
  EXPECT_NE(text.find("1   .   .   .   .   K   .   .       1"), std::string::npos) << text;
  EXPECT_NE(text.find("~1                          1 + 1"), std::string::npos) << text;
  EXPECT_EQ(text.find("Hole"), std::string::npos) << text;
  for (const char* to : {"f2", "d2", "d1", "e2", "f1"})
    EXPECT_NE(text.find(std::string("1.Ke1-") + to + " !"), std::string::npos) << text;
  EXPECT_EQ(text.find("0-0"), std::string::npos) << text;
}

TEST(Hole, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with(ConditionList{{"Hole", {"c4", "f5"}}});
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 75);
}

}  // namespace
}  // namespace nightrider
