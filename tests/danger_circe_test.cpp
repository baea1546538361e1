// Danger Circe (conditions/circe/danger_circe.h): a unit observed by the enemy may go to its Circe
// rebirth square, empty or held by an enemy unit (taken); a king on such a square is in check. The moves
// expected are worked out by hand from Popeye's definition (py-engl.txt, conditions/danger_circe.c) and
// checked with Popeye 4.104 (tests/data/danger_circe: own_king_by_rebirth_square, and Popeye's ~1 of
// TESTS/danger_circe.inp#1: d4-d2 and f4*f2). Popeye's examples compared as whole text.
#include "conditions/circe/danger_circe.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "conditions/capabilities.h"
#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(DangerCirce, AnObservedUnitGoesToItsRebirthSquare) {
  const auto rules = chess_with("DangerCirce");
  // The rook on d4 (a dark square: its rebirth square is a1) is observed by the bishop on b6.
  EXPECT_TRUE(legal(*rules, "7k/8/1b6/8/3R4/8/8/7K w - - 0 1", "d4a1"));
  // Not observed: no such move.
  EXPECT_FALSE(legal(*rules, "7k/8/8/8/3R4/8/8/7K w - - 0 1", "d4a1"));
  // An enemy unit on the square is taken; an own unit there leaves no move.
  EXPECT_EQ(after(*rules, "7k/8/1b6/8/3R4/8/8/n6K w - - 0 1", "d4a1"), "7k/8/1b6/8/8/8/8/R6K b - - 0 1");
  EXPECT_FALSE(legal(*rules, "7k/8/1b6/8/3R4/8/8/B6K w - - 0 1", "d4a1"));
  // Pawns go to their second rank on their file (TESTS/danger_circe.inp#1: d4-d2, f4*f2; e4 is not
  // observed, and the knight on e6 observes d4 and f4).
  EXPECT_EQ(unit_moves(*rules, "k7/8/4n3/8/3PPP2/8/5p2/K7 w - - 0 1", "d4"),
            (std::vector<std::string>{"d4d2", "d4d5"}));
  EXPECT_EQ(unit_moves(*rules, "k7/8/4n3/8/3PPP2/8/5p2/K7 w - - 0 1", "f4"),
            (std::vector<std::string>{"f4f2x", "f4f5"}));
  EXPECT_EQ(unit_moves(*rules, "k7/8/4n3/8/3PPP2/8/5p2/K7 w - - 0 1", "e4"),
            (std::vector<std::string>{"e4e5"}));
  // A square the unit's own walk reaches too is one move in a game (no two legal moves share a text)...
  EXPECT_EQ(unit_moves(*rules, "r6k/8/8/8/8/R7/8/7K w - - 0 1", "a3").size(), 14u);
  // ... and two in Popeye's problems, as Popeye generates it twice (each a refutation of its own:
  // EXAMPLES/danger_circe.inp #9 has no try 1.Qf8-e8 +, refuted by 1...Kd7*e8 twice): the rook's 14
  // and its move to a1 again.
  auto problem_rules = std::make_shared<Rules>("problem", std::make_shared<Geometry>(8, 8));
  use_orthodox_army(*problem_rules);
  problem_rules->provide(conditions::kCapabilityPopeyeProblemGeneration, "the test");
  conditions::apply_danger_circe(*problem_rules, {});
  const std::vector<std::string> rook = unit_moves(*problem_rules, "r6k/8/8/8/8/R7/8/7K w - - 0 1", "a3");
  EXPECT_EQ(rook.size(), 15u);
  EXPECT_EQ(std::count(rook.begin(), rook.end(), "a3a1"), 2);
}

TEST(DangerCirce, AKingOnARebirthSquareIsInCheck) {
  const auto rules = chess_with("DangerCirce");
  // The white rook on d4, observed by the bishop, could go to a1 and take the black king there.
  EXPECT_TRUE(in_check(*rules, "7K/8/1b6/8/3R4/8/8/k7 b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "7K/8/8/8/3R4/8/8/k7 b - - 0 1"));
  // The black queen on a3, observed by the rook on a1, goes to d8: the white king may not step there.
  EXPECT_FALSE(legal(*rules, "7k/3K4/8/8/8/q7/8/R7 w - - 0 1", "d7d8"));
  EXPECT_TRUE(legal(*rules, "7k/3K4/8/8/8/q7/8/R7 w - - 0 1", "d7c8"));
}

TEST(DangerCirce, BadArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"DangerCirce", {"Strict"}}}), std::invalid_argument);
}

TEST(DangerCirce, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("DangerCirce");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);  // (units come under attack within each depth)
  EXPECT_GT(random_games_round_trip(*rules, 31), -1);
}

// Popeye's examples (tests/data/danger_circe) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(DangerCirceProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "danger_circe");

}  // namespace
}  // namespace nightrider
