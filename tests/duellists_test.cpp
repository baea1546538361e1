// Duellist chess (conditions/obligations/duellists.h), one position per clause: a side's duellist is the
// unit it moved last; it must move again if it can; before its first move a side is free; the squares
// are rule-state flags (@N in FEN: White's square index + 1 in bits 0-7, Black's in bits 8-15). Perft two
// ways and random games as for every condition; fairy_mars__014 (with Mars Circe and Haan chess) matches
// Popeye (tests/data/solver_conditions.tsv).
#include <gtest/gtest.h>

#include <stdexcept>

#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Duellists, TheUnitMovedLastMustMoveAgain) {
  auto rules = chess_with("DuellistChess");
  // No duellist yet: any move; the move makes the rook White's duellist (a5: index 64, flags 65).
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "e1e2"));
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a5"), "4k3/8/8/R7/8/8/8/4K3 b - - 1 1 @65");
  // The rook on a1 is the duellist (flags 1): only its moves.
  EXPECT_FALSE(legal(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 @1", "e1e2"));
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 @1", "a1a2"));
  // A duellist that cannot move leaves the side free.
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/p7/P7/4K3 w - - 0 1 @17", "e1e2"));
  // Black's duellist is its own (bits 8-15): the king on e8 (index 116, 117 << 8).
  EXPECT_FALSE(legal(*rules, "4k3/p7/8/8/8/8/8/4K3 b - - 0 1 @29952", "a7a6"));
  EXPECT_TRUE(legal(*rules, "4k3/p7/8/8/8/8/8/4K3 b - - 0 1 @29952", "e8d8"));
}

TEST(Duellists, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("DuellistChess");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 42);
  EXPECT_THROW(chess_with(ConditionList{{"DuellistChess", {"x"}}}), std::invalid_argument);
}

}  // namespace
}  // namespace nightrider
