// Einstein and Reversal Einstein (conditions/transmutation): each moved unit changes kind on arrival,
// up after a capture and down otherwise (the other way round under Reversal Einstein); castling's rook
// changes too, the king never; pawns do not promote and step up to three squares from their first
// rank. One position per clause, and the move generation checked two ways as for every condition.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "conditions/registry.h"
#include "notation/fen.h"
#include "search/perft.h"
#include "support/condition_checks.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Einstein, AMovedUnitGoesDownAndACapturerUp) {
  auto einstein = chess_with("EinsteinChess");
  EXPECT_EQ(after(*einstein, "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", "a1a4"), "4k3/8/8/8/R7/8/8/4K3 b - - 1 1");
  EXPECT_EQ(after(*einstein, "4k3/8/8/r7/8/8/8/R3K3 w - - 0 1", "a1a5"), "4k3/8/8/Q7/8/8/8/4K3 b - - 0 1");
  EXPECT_EQ(after(*einstein, "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", "b1c3"), "4k3/8/8/8/8/2P5/8/4K3 b - - 1 1");
  // Castling: the rook becomes a bishop, the king stays a king.
  EXPECT_EQ(after(*einstein, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"), "4k3/8/8/8/8/8/8/5BK1 b - - 1 1");
  // A capturing pawn becomes a knight; a pawn that only moves stays a pawn.
  EXPECT_EQ(after(*einstein, "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"), "4k3/8/8/3N4/8/8/8/4K3 b - - 0 1");
}

TEST(Einstein, PawnsDoNotPromoteAndStepUpToThreeFromTheirFirstRank) {
  auto einstein = chess_with("EinsteinChess");
  EXPECT_TRUE(legal(*einstein, "4k3/8/8/8/8/8/8/3PK3 w - - 0 1", "d1d4"));
  EXPECT_TRUE(legal(*einstein, "4k3/8/8/8/8/8/8/3PK3 w - - 0 1", "d1d3"));
  EXPECT_FALSE(legal(*einstein, "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1", "d2d5"));
  EXPECT_EQ(after(*einstein, "k7/3P4/8/8/8/8/8/4K3 w - - 0 1", "d7d8"), "k2P4/8/8/8/8/8/8/4K3 b - - 0 1");
}

// A pawn's triple step may be taken en passant on either square it passed over, as in Popeye (Torsten
// Linß's #2, fairy_einstein__007: 1.d1-d4!, and 1...c3*d2 ep. or 1...c4*d3 ep.). The FEN names both
// squares after a triple step, so that the victim is known even where only the nearer one is open.
TEST(Einstein, ATripleStepMayBeTakenEnPassantOnBothSquaresPassed) {
  auto einstein = chess_with("EinsteinChess");
  const std::string both = after(*einstein, "4k3/8/8/8/2p5/2p5/8/3PK3 w - - 0 1", "d1d4");
  EXPECT_EQ(both, "4k3/8/8/8/2pP4/2p5/8/4K3 b - d2d3 0 1");
  EXPECT_EQ(after(*einstein, both, "c3d2"), "4k3/8/8/8/2p5/8/3n4/4K3 w - - 0 2");  // a capturer goes up
  EXPECT_EQ(after(*einstein, both, "c4d3"), "4k3/8/8/8/8/2pn4/8/4K3 w - - 0 2");
  // Only the farther square open: written as after a double step.
  EXPECT_EQ(after(*einstein, "4k3/8/8/8/2p5/8/8/3PK3 w - - 0 1", "d1d4"),
            "4k3/8/8/8/2pP4/8/8/4K3 b - d3 0 1");
  // Only the nearer one: both named, the pawn on d4 is the victim.
  const std::string near = after(*einstein, "4k3/8/8/8/8/2p5/8/3PK3 w - - 0 1", "d1d4");
  EXPECT_EQ(near, "4k3/8/8/8/3P4/2p5/8/4K3 b - d2d3 0 1");
  EXPECT_EQ(after(*einstein, near, "c3d2"), "4k3/8/8/8/8/8/3n4/4K3 w - - 0 2");
  EXPECT_FALSE(legal(*einstein, near, "c3d3"));
  for (const char* fen : {"4k3/8/8/8/2p5/2p5/8/3PK3 w - - 0 1", "4k3/8/8/8/2pP4/2p5/8/4K3 b - d2d3 0 1"}) {
    Position pos = parse_fen(*einstein, fen);
    EXPECT_EQ(perft(*einstein, pos, 3), perft_rebuilt(*einstein, fen, 3)) << fen;
  }
}

TEST(ReversalEinstein, AMovedUnitGoesUpAndACapturerDown) {
  auto reversal = chess_with("ReversalEinsteinChess");
  EXPECT_EQ(after(*reversal, "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", "b1c3"), "4k3/8/8/8/8/2B5/8/4K3 b - - 1 1");
  EXPECT_EQ(after(*reversal, "4k3/8/8/r7/8/8/8/R3K3 w - - 0 1", "a1a5"), "4k3/8/8/B7/8/8/8/4K3 b - - 0 1");
}

TEST(Einstein, PerftIsTheSameWithMakeUndoAndWithEveryNodeRebuiltFromItsFen) {
  EXPECT_EQ(expect_perft_two_ways(*chess_with("EinsteinChess")), 3);
  EXPECT_EQ(expect_perft_two_ways(*chess_with("ReversalEinsteinChess")), 3);
}

TEST(Einstein, RandomGamesUndoToTheSamePositionAndHash) {
  random_games_round_trip(*chess_with("EinsteinChess"), 100);
  random_games_round_trip(*chess_with("ReversalEinsteinChess"), 101);
}

}  // namespace
}  // namespace nightrider
