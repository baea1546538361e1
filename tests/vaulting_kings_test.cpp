// Vaulting kings (conditions/royal/vaulting_kings.h): a king observed by an enemy unit moves, and
// observes, with the listed walks (the equihopper when none is listed) besides its own. The positions
// are ours; the expected moves are worked out by hand and checked with Popeye 4.104
// (tests/data/vaulting_kings: own_vaulting_king); Popeye's examples are compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(VaultingKings, AnObservedKingMovesWithTheListedWalk) {
  const auto rules = chess_with(ConditionList{{"VaultingKings", {"S"}}});
  // The white king on d5, checked by the rook on h5, leaps as a knight too (e7, c7, b6, b4, e3, and
  // f4 taking the knight; not f6, which the bishop guards).
  EXPECT_TRUE(legal(*rules, "k6b/8/8/3K3r/2P2n2/8/8/8 w - - 0 1", "d5e7"));
  EXPECT_TRUE(legal(*rules, "k6b/8/8/3K3r/2P2n2/8/8/8 w - - 0 1", "d5f4"));
  EXPECT_FALSE(legal(*rules, "k6b/8/8/3K3r/2P2n2/8/8/8 w - - 0 1", "d5f6"));
  // Unobserved, it is a king only.
  EXPECT_FALSE(legal(*rules, "k7/8/8/3K4/8/8/8/8 w - - 0 1", "d5e7"));
}

TEST(VaultingKings, AVaultingKingChecksWithTheWalk) {
  const auto rules = chess_with(ConditionList{{"VaultingKings", {"S"}}});
  // Rh1-h5 checks the white king on d5, which then vaults, so checks the black king on e7 as a knight:
  // the move is illegal; Rh1-h4 is not (Popeye 4.104 agrees: h~1 lists Rh1-h4, not Rh1-h5).
  EXPECT_FALSE(legal(*rules, "8/4k3/8/3K4/8/8/8/7r b - - 0 1", "h1h5"));
  EXPECT_TRUE(legal(*rules, "8/4k3/8/3K4/8/8/8/7r b - - 0 1", "h1h4"));
}

TEST(VaultingKings, TransmutingAndPawnWalksAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"VaultingKings", {"Transmuting"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"WhiteVaultingKing", {"P"}}}), std::invalid_argument);
}

TEST(VaultingKings, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("VaultingKings");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 53);
}

// Popeye's examples and our own position (tests/data/vaulting_kings) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(VaultingKingsProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "vaulting_kings");

}  // namespace
}  // namespace nightrider
