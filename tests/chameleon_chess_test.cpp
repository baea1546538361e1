// Chameleon chess and ChameleonSequence (conditions/transmutation/chameleon_chess.h): every unit that
// moves changes kind, knight -> bishop -> rook -> queen -> knight or along the cycle given. Positions
// of our own whose moves Popeye 4.104 lists the same (tests/data/chameleon_chess/own_*); Popeye's
// examples compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(ChameleonChess, EveryUnitThatMovesChangesKind) {
  const auto rules = chess_with("ChameleonChess");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", "b1c3"), "4k3/8/8/8/8/2B5/8/4K3 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1d4"), "4k3/8/8/8/3N4/8/8/4K3 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/4K2R w - - 0 1", "h1h5"), "4k3/8/8/7Q/8/8/8/4K3 b - - 1 1");
  // Kings and pawns stay what they are.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2e3"), "4k3/8/8/8/8/4P3/8/4K3 b - - 0 1");
}

TEST(ChameleonChess, TheCycleGiven) {
  // Q -> R -> B -> Q: the knight stays a knight, the bishop becomes a queen.
  const auto rules = chess_with(ConditionList{{"ChameleonChess", {"Q", "R", "B"}}});
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", "b1c3"), "4k3/8/8/8/8/2N5/8/4K3 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "c1e3"), "4k3/8/8/8/8/4Q3/8/4K3 b - - 1 1");
}

TEST(ChameleonChess, ASequenceAloneChangesNothing) {
  const auto rules = chess_with(ConditionList{{"ChameleonSequence", {"Q", "R", "B", "S", "Q"}}});
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", "b1c3"), "4k3/8/8/8/8/2N5/8/4K3 b - - 1 1");
  EXPECT_THROW(chess_with(ConditionList{{"ChameleonSequence", {"Q"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"ChameleonSequence", {"Q", "XY"}}}), std::invalid_argument);
}

TEST(ChameleonChess, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("ChameleonChess");
  EXPECT_GT(expect_perft_two_ways(*rules), 0);
  random_games_round_trip(*rules, 254);
}

NIGHTRIDER_POPEYE_PROBLEM_SUITE(ChameleonChessProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "chameleon_chess");

}  // namespace
}  // namespace nightrider
