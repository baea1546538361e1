// Haan chess (conditions/board/haan.h), one position per clause: the square a unit leaves becomes a hole;
// castling leaves two; en passant leaves one on the taken pawn's square too; a capture leaves one only
// where the capturer came from; the hole is in the text of no move. Perft two ways and random games as
// for every condition; fairy_bs_haan__006 matches Popeye (tests/data/solver_conditions.tsv).
#include <gtest/gtest.h>

#include "support/condition_checks.h"
#include "support/sampling.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Haan, TheSquareLeftBecomesAHole) {
  auto rules = chess_with("HaanerChess");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a5"), "4k3/8/8/R7/8/8/8/#3K3 b - - 1 1");
  // A capture: the capturer's square only.
  EXPECT_EQ(after(*rules, "4k3/8/8/r7/8/8/8/R3K3 w - - 0 1", "a1a5"), "4k3/8/8/R7/8/8/8/#3K3 b - - 0 1");
  // A hole stops a rider, and nothing lands on it.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/#3K2R w - - 0 1", "h1a1"), "illegal");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/R#2K3 w - - 0 1", "a1c1"), "illegal");
}

TEST(Haan, CastlingLeavesTwoHolesEnPassantOneMore) {
  auto rules = chess_with("HaanerChess");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"), "4k3/8/8/8/8/8/8/4#RK# b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1", "d5e6"), "4k3/8/4P3/3##3/8/8/8/4K3 b - - 0 1");
}

TEST(Haan, TheHoleIsNotWritten) {
  auto rules = chess_with("HaanerChess");
  EXPECT_TRUE(legal_sans(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1").count("Ra5"));
}

TEST(Haan, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("HaanerChess");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  EXPECT_GT(random_games_round_trip(*rules, 43), testing::sampled(1000));
}

}  // namespace
}  // namespace nightrider
