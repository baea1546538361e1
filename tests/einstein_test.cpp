// Einstein and Reversal Einstein (conditions/transmutation): each moved unit changes kind on arrival,
// up after a capture and down otherwise (the other way round under Reversal Einstein); castling's rook
// changes too, the king never; pawns do not promote and step up to three squares from their first
// rank. One position per clause, and the move generation checked two ways as for every condition.
#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

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

// Chess with a grasshopper (g) and a nightrider (n is the knight's: m) under the seed's Einstein, which
// reads WinChloe's fairy clause (`EinsteinChess FairyUnits`).
std::shared_ptr<const Rules> seed_einstein_with_fairy_units() {
  auto rules = build_variant("chess");
  rules->use_piece(PieceKind::Grasshopper, 'G');
  rules->use_piece(PieceKind::Nightrider, 'M');
  const auto resolved = conditions::resolve_condition({"Einstein"});
  EXPECT_TRUE(resolved.has_value());
  EXPECT_EQ(resolved->arguments, std::vector<std::string>{"FairyUnits"});
  resolved->entry->apply(*rules, resolved->arguments);
  return rules;
}

TEST(Einstein, TheSeedsFairyClauseTurnsAQuietPawnOrACapturingQueenIntoAFairyUnitOnTheBoard) {
  auto rules = seed_einstein_with_fairy_units();
  // A pawn that moves without taking becomes the mover's choice of the fairy kinds on the board.
  const std::string pawn = "4k3/8/2g5/8/8/8/P7/4K2M w - - 0 1";
  EXPECT_EQ(legal_ucis(*rules, pawn).count("a2a3/a3g"), 1u);
  EXPECT_EQ(legal_ucis(*rules, pawn).count("a2a3/a3m"), 1u);
  EXPECT_EQ(legal_ucis(*rules, pawn).count("a2a3"), 0u);
  EXPECT_EQ(after(*rules, pawn, "a2a3/a3g"), "4k3/8/2g5/8/8/G7/8/4K2M b - - 0 1");
  // A queen that takes does too, choosing among the fairy units left when it arrives: it took the only
  // grasshopper, so it becomes a nightrider.
  EXPECT_EQ(after(*rules, "4k3/8/2g5/8/8/8/8/2Q1K2M w - - 0 1", "c1c6/c6m"), "4k3/8/2M5/8/8/8/8/4K2M b - - 0 1");
  // Without fairy units on the board the orthodox rule holds: the pawn stays a pawn, the queen a queen.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/P7/4K3 w - - 0 1", "a2a3"), "4k3/8/8/8/8/P7/8/4K3 b - - 0 1");
  EXPECT_EQ(after(*rules, "4k3/8/2r5/8/8/8/8/2Q1K3 w - - 0 1", "c1c6"), "4k3/8/2Q5/8/8/8/8/4K3 b - - 0 1");
  // Other units follow the orthodox steps (a rook that moves becomes a bishop), fairy units never change.
  EXPECT_EQ(after(*rules, "4k3/8/2g5/8/8/8/8/R3K3 w - - 0 1", "a1a4"), "4k3/8/2g5/8/B7/8/8/4K3 b - - 1 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/4K2M w - - 0 1", "h1g3"), "4k3/8/8/8/8/6M1/8/4K3 b - - 1 1");
  // Popeye's keyword keeps Popeye's rule (it refuses fairy units; here the pawn stays a pawn).
  EXPECT_EQ(after(*chess_with("EinsteinChess"), "4k3/8/8/8/8/8/P7/4K3 w - - 0 1", "a2a3"),
            "4k3/8/8/8/8/P7/8/4K3 b - - 0 1");
  EXPECT_THROW(chess_with(ConditionList{{"EinsteinChess", {"Fairy"}}}), std::invalid_argument);
}

TEST(Einstein, TheFairyClausePerftTwoWaysAndRandomGames) {
  auto rules = seed_einstein_with_fairy_units();
  // (Chess cannot read these positions, so the counts are not compared with its own.)
  for (const auto& [fen, depth] : std::vector<std::pair<std::string, int>>{
           {"4k3/pppppppp/2g5/8/8/8/PPPPPPPP/3QK2M w - - 0 1", 3},
           {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3},
           {"4k3/8/2g5/3m4/8/8/P6Q/4K3 b - - 0 1", 4}}) {
    Position pos = parse_fen(*rules, fen);
    EXPECT_EQ(perft(*rules, pos, depth), perft_rebuilt(*rules, fen, depth)) << fen;
  }
  random_games_round_trip(*rules, 102);
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
