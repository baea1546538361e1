// Pepo (conditions/check/pepo.h): a king is in check only when two enemy units observe it (the enemy
// king aside), and a king observed by an enemy unit is paralysed. The positions are ours (the first
// after Popeye's TESTS/pepo.inp #1), the expected moves worked out by hand from the rule (Popeye
// 4.104's conditions/pepo.c); Popeye's examples (tests/data/pepo) are compared as whole text.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Pepo, OneObserverIsNoCheckTwoAre) {
  const auto rules = chess_with("Pepo");
  // The rook a8 alone observes the king h8: no check.
  EXPECT_FALSE(in_check(*rules, "R6k/8/8/8/8/8/8/K7 b - - 0 1"));
  // Bb8-e5 opens the rook's line and observes h8 too: double check.
  EXPECT_EQ(after(*rules, "RB5k/8/8/8/8/8/8/K7 w - - 0 1", "b8e5"), "R6k/8/8/4B3/8/8/8/K7 b - - 1 1");
  EXPECT_TRUE(in_check(*rules, "R6k/8/8/4B3/8/8/8/K7 b - - 1 1"));
}

TEST(Pepo, TheCheckingKingDoesNotCount) {
  const auto rules = chess_with("Pepo");
  // The white king g7 and the rook a8 both observe the black king h8, but the king does not count.
  EXPECT_FALSE(in_check(*rules, "R6k/6K1/8/8/8/8/8/8 b - - 0 1"));
}

TEST(Pepo, AnObservedKingIsParalysed) {
  const auto rules = chess_with("Pepo");
  // The rook a8 observes the king h8: it cannot move; the pawn's step is the only move.
  EXPECT_EQ(legal_ucis(*rules, "R6k/8/p7/8/8/8/8/K7 b - - 0 1"), (std::set<std::string>{"a6a5"}));
  // Unobserved, the king moves.
  EXPECT_EQ(legal_ucis(*rules, "7k/8/p7/8/8/8/8/K7 b - - 0 1"),
            (std::set<std::string>{"a6a5", "h8g7", "h8g8", "h8h7"}));
}

TEST(Pepo, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"Pepo", {"x"}}}), std::invalid_argument);
}

// Beside AnnanChess our moves differed from Popeye 4.104's (a position of our own, ~1: 10 of its moves
// missing, 2 more): the pair is refused by name, not solved wrongly.
TEST(Pepo, BesideAnnanChessIsRefusedByName) {
  EXPECT_THROW(chess_with(ConditionList{{"Pepo", {}}, {"AnnanChess", {}}}), std::invalid_argument);
}

TEST(Pepo, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("Pepo");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 71);
}

// Popeye's examples (tests/data/pepo) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(PepoProblems, PopeyesTextToTheLetter, testing::expect_popeye_text, "pepo");

// One more (tests/data/pepo_other_order) gives its solutions, two mates in another order.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(PepoProblemsOtherOrder, PopeyesSolutions,
                                testing::expect_same_solutions_as_popeye, "pepo_other_order");

}  // namespace
}  // namespace nightrider
