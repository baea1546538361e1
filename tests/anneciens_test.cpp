// Annéciens (conditions/turns/anneciens.h; Nightrider's reading of WinChloe's definition, recorded in
// docs/rules-decisions.md), one position per clause: a turn is two moves of one unit, the second from
// where the first ended; a first move without a second is illegal; no going straight back unless a
// capture changed the position; self-checks are allowed and taking a king ends the game at once; the
// turn in progress travels in the FEN. Perft two ways and random games.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "search/perft.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Anneciens, TheSameUnitMovesTwiceAndTheTurnShowsInTheFen) {
  auto rules = chess_with("Anneciens");
  const std::string mid = after(*rules, "7k/8/8/8/8/8/8/1N5K w - - 0 1", "b1c3");
  EXPECT_EQ(mid, "7k/8/8/8/8/2N5/8/7K w - - 1 1 @0/b1c3");  // still White's turn
  // Only the knight moves, and not straight back to b1.
  EXPECT_EQ(legal_ucis(*rules, mid),
            (std::set<std::string>{"c3a2", "c3a4", "c3b5", "c3d5", "c3e4", "c3e2", "c3d1"}));
  EXPECT_EQ(after(*rules, mid, "c3d5"), "7k/8/8/3N4/8/8/8/7K b - - 2 1");  // the turn is over
}

TEST(Anneciens, AFirstMoveWithoutASecondIsIllegal) {
  auto rules = chess_with("Anneciens");
  // The pawn could step to e3, but could not move on from there: no first move for it.
  const auto moves = legal_ucis(*rules, "7k/8/8/8/4p3/8/4P3/7K w - - 0 1");
  EXPECT_EQ(moves.count("e2e3"), 0u);
  EXPECT_EQ(moves.count("h1g1"), 1u);
}

TEST(Anneciens, GoingBackIsAllowedOnlyAfterACapture) {
  auto rules = chess_with("Anneciens");
  const std::string mid = after(*rules, "7k/8/8/8/8/2p5/8/1N5K w - - 0 1", "b1c3");
  EXPECT_EQ(mid, "7k/8/8/8/8/2N5/8/7K w - - 0 1 @1/b1c3");  // flag 1: the first half took
  EXPECT_EQ(legal_ucis(*rules, mid).count("c3b1"), 1u);
}

TEST(Anneciens, SelfChecksAreAllowedAndTakingAKingEndsTheGame) {
  auto rules = chess_with("Anneciens");
  // The white king may stay on the rook's file (no check exists) ...
  EXPECT_TRUE(legal(*rules, "7k/8/8/8/8/8/4r3/4K3 w - - 0 1", "e1d1"));
  // ... and the rook takes it with its first move: the game is over, the turn too.
  Position pos = parse_fen(*rules, "7k/8/8/8/8/8/4r3/4K3 b - - 0 1");
  const auto take = parse_move(*rules, pos, "e2e1");
  ASSERT_TRUE(take.has_value());
  rules->play(pos, *take);
  EXPECT_EQ(pos.side_to_move(), Colour::White);
  EXPECT_EQ(rules->outcome(pos).result, Result::BlackWins);
}

TEST(Anneciens, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("Anneciens");
  for (const char* fen :
       {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1", "7k/8/8/8/8/2N5/8/7K w - - 1 1 @0/b1c3"}) {
    Position pos = parse_fen(*rules, fen);
    EXPECT_EQ(perft(*rules, pos, 3), perft_rebuilt(*rules, fen, 3)) << fen;
  }
  random_games_round_trip(*rules, 5);
}

}  // namespace
}  // namespace nightrider
