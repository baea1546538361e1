// All-in-Chess and Half-in-Chess (conditions/movers/all_in_chess.h), one position per clause: the side to
// move moves either side's units (Half-in-Chess: only the other side's), an enemy unit moves as its own
// side's, the mover's king must be safe, and (All-in-Chess) a move may not take back the move just
// played; that ban travels in the FEN. Perft two ways and random games for both.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "notation/fen.h"
#include "search/perft.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(AllInChess, EitherSidesUnitsMoveAsTheirOwnSidesWould) {
  auto rules = chess_with("AllInChess");
  const std::string fen = "4k3/3p4/8/8/8/8/8/4K3 w - - 0 1";
  EXPECT_TRUE(legal(*rules, fen, "d7d5"));   // White moves Black's pawn, down the board
  EXPECT_FALSE(legal(*rules, fen, "d7d8"));  // not up
  EXPECT_TRUE(legal(*rules, fen, "e8f8"));   // and Black's king
  EXPECT_TRUE(legal(*rules, fen, "e1d2"));   // and its own king
  // A black rook moved by White takes a white unit, as Black's rook does.
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/8/r6N/4K3 w - - 0 1", "a2h2"));
  // The mover's king must be safe: White may not move the black rook to check its own king ...
  EXPECT_FALSE(legal(*rules, "4k3/8/8/8/8/8/r7/4K3 w - - 0 1", "a2a1"));
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/8/r7/4K3 w - - 0 1", "a2b2"));
  // ... and a move of the black king may give check to it (Black's king is not White's concern).
  EXPECT_TRUE(legal(*rules, "8/8/8/8/8/3k4/8/4K2R w K - 0 1", "d3e3"));
}

TEST(AllInChess, AMoveMayNotTakeBackTheMoveJustPlayed) {
  auto rules = chess_with("AllInChess");
  const std::string after_knight = after(*rules, "4k3/8/8/8/8/8/8/1N2K3 b - - 0 1", "b1c3");
  EXPECT_EQ(after_knight, "4k3/8/8/8/8/2N5/8/4K3 w - - 1 2 @0/b1c3");
  EXPECT_FALSE(legal(*rules, after_knight, "c3b1"));
  EXPECT_TRUE(legal(*rules, after_knight, "c3a4"));
  // A capture may be taken back, and a capture may take a move back.
  const std::string after_capture = after(*rules, "4k3/8/8/8/8/2p5/8/1N2K3 b - - 0 1", "b1c3");
  EXPECT_TRUE(legal(*rules, after_capture, "c3b1"));
}

TEST(HalfInChess, OnlyTheOtherSidesUnitsMove) {
  auto rules = chess_with("HalfInChess");
  const std::string fen = "4k3/3p4/8/8/8/8/3P4/4K3 w - - 0 1";
  EXPECT_TRUE(legal(*rules, fen, "d7d6"));
  EXPECT_TRUE(legal(*rules, fen, "e8f7"));
  EXPECT_FALSE(legal(*rules, fen, "d2d4"));
  EXPECT_FALSE(legal(*rules, fen, "e1f2"));
}

// Mainly-in-Chess (Popeye's MainlyInChess): either side's units, but the unit that moved last may not
// move at once, captures included (Tylor and Ravi Shankar, fairy_all_in_chess__010: 2.Kf4*f3# leaves
// Black's king, which White just moved, unable to step away).
TEST(MainlyInChess, TheUnitThatMovedLastMayNotMoveAtOnce) {
  auto rules = chess_with("MainlyInChess");
  const std::string after_capture =
      after(*rules, "7B/8/8/4pp2/3rnk1K/2NbpP1P/8/7B w - - 0 2 @0/f2e4", "f4f3");
  EXPECT_EQ(after_capture, "7B/8/8/4pp2/3rn2K/2Nbpk1P/8/7B b - - 0 2 @0/f4f3");
  Position pos = parse_fen(*rules, after_capture);
  EXPECT_TRUE(rules->is_mate(pos));
  // No take-back ban: after Nb1-c3 the knight may not move, but another unit may, and the knight may go
  // back a move later.
  const std::string knight = after(*rules, "4k3/8/8/8/8/8/8/1N2K3 b - - 0 1", "b1c3");
  EXPECT_FALSE(legal(*rules, knight, "c3b1"));
  EXPECT_TRUE(legal(*rules, knight, "e8d8"));
  EXPECT_TRUE(legal(*rules, after(*rules, knight, "e1d1"), "c3b1"));
}

TEST(AllInChess, PerftTwoWaysAndRandomGames) {
  for (const char* name : {"AllInChess", "HalfInChess", "MainlyInChess"}) {
    auto rules = chess_with(name);
    // (Kiwipete to depth 2 only: both sides' units move, some ninety moves a ply.)
    for (const auto& [fen, depth] :
         {std::pair{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3},
          std::pair{"4k3/3p4/8/8/8/2n5/3P4/R3K3 w Q - 0 1", 3},
          std::pair{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2}}) {
      Position pos = parse_fen(*rules, fen);
      EXPECT_EQ(perft(*rules, pos, depth), perft_rebuilt(*rules, fen, depth)) << name << " " << fen;
    }
    random_games_round_trip(*rules, 2);
  }
}

}  // namespace
}  // namespace nightrider
