// Dynamo (conditions/movers/dynamo.h), one position per clause, the moves worked out by hand from the
// seed's definition and our readings of its open points (docs/rules-decisions.md, "Dynamo"): no
// ordinary captures; a rider pushes the first unit ahead of it any number of squares on and follows it
// or stays, never passing it; it pulls the first unit behind it by moving away, the unit following, never
// passing it; a leaper does both by one leap; a pawn pushes straight ahead a friendly unit, diagonally an
// enemy one; a unit carried off the board is taken; a unit other than a king may leave the board; check
// is a king that could be carried off; castling is unchanged; no en passant. Perft two ways and random
// games as for every condition.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "support/condition_checks.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

bool has(const std::set<std::string>& moves, const std::string& m) { return moves.count(m) != 0; }

TEST(Dynamo, NoOrdinaryCapture) {
  auto rules = chess_with("Dynamo");
  const auto moves = legal_ucis(*rules, "4k3/8/8/8/b7/8/8/R3K3 w - - 0 1");
  EXPECT_FALSE(has(moves, "a1a4"));
  EXPECT_TRUE(has(moves, "a1a4/a4-a6"));
  EXPECT_TRUE(has(moves, "a1a3"));  // an ordinary move taking nothing
}

TEST(Dynamo, ARiderPushesTheFirstUnitAheadAndFollowsOrStays) {
  auto rules = chess_with("Dynamo");
  const std::string fen = "4k3/8/8/8/b7/8/8/R3K3 w - - 0 1";
  // The rook a1 pushes the bishop a4 two squares on and takes its square.
  EXPECT_EQ(after(*rules, fen, "a1a4/a4-a6"), "4k3/8/b7/8/R7/8/8/4K3 b - - 1 1");
  // It may stay, or stop short of the bishop, or follow it up to the square before it.
  EXPECT_EQ(after(*rules, fen, "a1a1/a4-a7"), "4k3/b7/8/8/8/8/8/R3K3 b - - 1 1");
  EXPECT_EQ(after(*rules, fen, "a1a2/a4-a6"), "4k3/8/b7/8/8/8/R7/4K3 b - - 1 1");
  EXPECT_EQ(after(*rules, fen, "a1a5/a4-a6"), "4k3/8/b7/R7/8/8/8/4K3 b - - 1 1");
  // Never passing it.
  EXPECT_FALSE(legal(*rules, fen, "a1a6/a4-a6"));
  EXPECT_FALSE(legal(*rules, fen, "a1a7/a4-a6"));
  // Off the board: the bishop is taken (the fifty-move clock starts again), the rook may go up to the
  // edge.
  EXPECT_EQ(after(*rules, fen, "a1a3/a4x"), "4k3/8/8/8/8/R7/8/4K3 b - - 0 1");
  EXPECT_EQ(after(*rules, fen, "a1a8/a4x"), "R3k3/8/8/8/8/8/8/4K3 b - - 0 1");
  // A unit in the way of the pushed unit stops it: no push off the board then.
  const auto blocked = legal_ucis(*rules, "4k3/p7/8/8/b7/8/8/R3K3 w - - 0 1");
  EXPECT_TRUE(has(blocked, "a1a1/a4-a6"));
  EXPECT_FALSE(has(blocked, "a1a1/a4-a7"));
  EXPECT_FALSE(has(blocked, "a1a1/a4x"));
  EXPECT_TRUE(has(blocked, "a1a1x/a4x"));  // (the rook leaving the board down the file, pulling it)
}

TEST(Dynamo, ARiderPullsTheFirstUnitBehindByMovingAway) {
  auto rules = chess_with("Dynamo");
  const std::string fen = "4k3/8/8/8/R7/8/8/b3K3 w - - 0 1";
  EXPECT_EQ(after(*rules, fen, "a4a6/a1-a4"), "4k3/8/R7/8/b7/8/8/4K3 b - - 1 1");
  EXPECT_EQ(after(*rules, fen, "a4a6/a1-a3"), "4k3/8/R7/8/8/b7/8/4K3 b - - 1 1");
  EXPECT_EQ(after(*rules, fen, "a4a5/a1-a2"), "4k3/8/8/R7/8/8/b7/4K3 b - - 1 1");
  EXPECT_FALSE(legal(*rules, fen, "a4a6/a1-a6"));  // (the units never pass each other)
  // Leaving the board (up the file), the rook may pull the bishop off too (or up to the edge); the
  // coordinates say the mover leaves ("a4a4x").
  EXPECT_EQ(after(*rules, fen, "a4a4x/a1x"), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
  EXPECT_EQ(after(*rules, fen, "a4a4x/a1-a8"), "b3k3/8/8/8/8/8/8/4K3 b - - 1 1");
}

TEST(Dynamo, ALeaperPushesAndPullsByOneLeap) {
  auto rules = chess_with("Dynamo");
  const std::string fen = "4k3/8/8/8/8/2p5/8/1N2K3 w - - 0 1";
  // The knight b1 pushes the pawn c3 one leap on to d5, staying or taking c3.
  EXPECT_EQ(after(*rules, fen, "b1b1/c3-d5"), "4k3/8/8/3p4/8/8/8/1N2K3 b - - 1 1");
  EXPECT_EQ(after(*rules, fen, "b1c3/c3-d5"), "4k3/8/8/3p4/8/2N5/8/4K3 b - - 1 1");
  EXPECT_FALSE(legal(*rules, fen, "b1b1/c3-e5"));  // (one leap only)
  // Pulled: the knight d4 leaps away to e6, the pawn c2 one leap behind it comes to d4.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/3N4/8/2p5/4K3 w - - 0 1", "d4e6/c2-d4"), "4k3/8/4N3/8/3p4/8/8/4K3 b - - 1 1");
  // Pushed off the board: the knight b6 sends the rook c8 off (d10 is no square).
  EXPECT_EQ(after(*rules, "2r1k3/8/1N6/8/8/8/8/4K3 w - - 0 1", "b6c8/c8x"), "2N1k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

TEST(Dynamo, APawnPushesAFriendAheadAndAnEnemyDiagonally) {
  auto rules = chess_with("Dynamo");
  // A friend ahead: pushed one square on, the pawn staying or following.
  const auto friend_ahead = legal_ucis(*rules, "4k3/8/8/4N3/4P3/8/8/4K3 w - - 0 1");
  EXPECT_TRUE(has(friend_ahead, "e4e4/e5-e6"));
  EXPECT_TRUE(has(friend_ahead, "e4e5/e5-e6"));
  // An enemy ahead is not pushed; an enemy diagonally forward is.
  const auto enemy = legal_ucis(*rules, "4k3/8/8/3nn3/4P3/8/8/4K3 w - - 0 1");
  EXPECT_FALSE(has(enemy, "e4e4/e5-e6"));
  EXPECT_FALSE(has(enemy, "e4e5/e5-e6"));
  EXPECT_TRUE(has(enemy, "e4d5/d5-c6"));
  EXPECT_TRUE(has(enemy, "e4e4/d5-c6"));
  EXPECT_FALSE(has(enemy, "e4d5"));  // (no ordinary capture)
  // A friend diagonally forward is not pushed.
  EXPECT_FALSE(has(legal_ucis(*rules, "4k3/8/8/3N4/4P3/8/8/4K3 w - - 0 1"), "e4e4/d5-c6"));
  // Onto its last rank the pushing pawn promotes; it pushes an enemy on the last rank off the board.
  EXPECT_EQ(after(*rules, "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8q/b8x"), "1Q2k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

TEST(Dynamo, AUnitOtherThanAKingMayLeaveTheBoard) {
  auto rules = chess_with("Dynamo");
  const auto moves = legal_ucis(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  EXPECT_TRUE(has(moves, "a1a1"));  // the rook leaves (a suicide)
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a1"), "4k3/8/8/8/8/8/8/4K3 b - - 1 1");
  // The king never does, even on the edge.
  EXPECT_FALSE(has(legal_ucis(*rules, "4k3/8/8/8/8/8/8/4K3 w - - 0 1"), "e1e1"));
}

// A unit carried off the board is taken for every purpose: the move is a capture (Move::is_capture, which
// the engine's quiescence search and capture ordering read), SAN writes "x" and the unit taken, Popeye's
// text '*', and the fifty-move clock starts again. A push that leaves the unit on the board is no
// capture.
TEST(Dynamo, AUnitCarriedOffTheBoardIsACapture) {
  auto rules = chess_with("Dynamo");
  const std::string fen = "4k3/8/8/8/b7/8/8/R3K3 w - - 0 1";
  Position pos = parse_fen(*rules, fen);
  MoveList moves;
  rules->legal_moves(pos, moves);
  int off = 0, on = 0;
  for (const Move& m : moves) {
    if (!carries_unit(m) || m.aux_square() != sq("a4")) continue;  // (the bishop's pushes)
    (m.aux2 == kNoCarry ? off : on) += 1;
    EXPECT_EQ(m.is_capture(), m.aux2 == kNoCarry) << to_uci(*rules, pos, m);
  }
  // Counted by hand: the bishop pushed off, the rook ending on a1 … a8 (8); pushed to a6, a7, a8, the
  // rook ending below it (5 + 6 + 7); to a5 never, as from there it could push the king e1 off the
  // board along the diagonal. And pulled by the rook leaving the board down the file: to a3, a2, a1
  // (3), or off the board after it (1).
  EXPECT_EQ(off, 8 + 1);
  EXPECT_EQ(on, 5 + 6 + 7 + 3);
  const auto sans = legal_sans(*rules, fen);
  EXPECT_TRUE(sans.count("Rxa3 (xBa4)")) << *sans.begin();
  EXPECT_TRUE(sans.count("Ra4 (Ba4-a6)"));
  EXPECT_EQ(after(*rules, "4k3/8/8/8/b7/8/8/R3K3 w - - 7 1", "a1a3/a4x"), "4k3/8/8/8/8/R7/8/4K3 b - - 0 1");
  EXPECT_EQ(after(*rules, "4k3/8/8/8/b7/8/8/R3K3 w - - 7 1", "a1a3/a4-a6"), "4k3/8/b7/8/8/R7/8/4K3 b - - 8 1");
}

TEST(Dynamo, CheckIsAKingThatCouldBeCarriedOffTheBoard) {
  auto rules = chess_with("Dynamo");
  // The rook e1 could push the king e8 off the board up the e-file.
  EXPECT_TRUE(in_check(*rules, "4k3/8/8/8/8/8/8/K3R3 b - - 0 1"));
  // A unit behind the king stops it, and the bishop e1 keeps the rook from leaving the board down the
  // file with the king in tow: the orthodox attack is no check.
  EXPECT_FALSE(in_check(*rules, "4n3/8/8/4k3/8/8/4R3/K3B3 b - - 0 1"));
  // Without the bishop the rook could leave the board pulling the king off after it.
  EXPECT_TRUE(in_check(*rules, "4n3/8/8/4k3/8/8/8/K3R3 b - - 0 1"));
  // Pulled: the rook e4 could leave the board up the file pulling the king e3 off with it (the pawn
  // e2 stops the push down).
  EXPECT_TRUE(in_check(*rules, "8/8/8/8/4R3/4k3/4P3/K7 b - - 0 1"));
  // A knight whose push lands on the board gives no check; one whose push leaves it does.
  EXPECT_FALSE(in_check(*rules, "8/8/8/3k4/8/2N5/8/K7 b - - 0 1"));
  EXPECT_TRUE(in_check(*rules, "2k5/8/1N6/8/8/8/8/K7 b - - 0 1"));
  // A side may not leave its king where it could be carried off.
  EXPECT_FALSE(legal(*rules, "4k3/8/8/8/8/8/8/K2R4 b - - 0 1", "e8d8"));
}

TEST(Dynamo, CastlingIsUnchangedAndThereIsNoEnPassant) {
  auto rules = chess_with("Dynamo");
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"));
  // After d7-d5 beside the pawn e5 there is no en-passant square.
  EXPECT_EQ(after(*rules, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", "d7d5"), "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2");
}

std::string dynamo_solved(const std::string& pieces, const std::string& stipulation) {
  std::string err;
  const std::string solution = testing::condition_solved("Dynamo", pieces, stipulation, &err);
  EXPECT_EQ(err, "");
  return solution;
}

// Problems of our own, solved by hand. Mate on h8 comes along the eighth rank (no leaper or pawn of
// White's can reach a square from which it would push the king off), so by the rook on e8; then g8 is
// on the rank too, g7 and h7 hold Black's pawns, which the king cannot push away (f6 and h6 are held),
// and no black unit can move the rook.
TEST(Dynamo, ProblemsOfOurOwn) {
  EXPECT_EQ(dynamo_solved("White Kg1 Re1 Pf6 Ph6 Black Kh8 Pg7 Ph7", "#1"), "   1.Re1-e8 # !");
  // The knight on the e-file is in the way: the rook pushes it off the board and follows it to e8 (a
  // push that leaves it on the board leaves it on the file).
  EXPECT_EQ(dynamo_solved("White Kg1 Re1 Se4 Pf6 Ph6 Black Kh8 Pg7 Ph7", "#1"), "   1.Re1*e8[wSe4->R] # !");
  // A pull: the rook reaches h5 only by pushing the pawn g5 along the rank off the board; from h5 it could
  // leave the board up the file pulling the king h4 off after it. The flights: g5 (the rook would push
  // the king off along the rank), g4 (the knight e3 would push it off, i5 being no square); the king's
  // push of its pawn g3 to f2 is stopped by the pawn f2; no black unit can move the rook.
  EXPECT_EQ(dynamo_solved("White Ka1 Ra5 Se3 Pf2 Black Kh4 Ph3 Pg3 Pg5", "#1"), "   1.Ra5*h5[bPg5->R] # !");
}

TEST(Dynamo, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("Dynamo");
  // (The usual three positions, one ply shallower: every push and pull multiplies the moves.)
  EXPECT_EQ(expect_perft_two_ways(*rules, {{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 2},
                                           {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2},
                                           {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3}}),
            3);
  random_games_round_trip(*rules, 34);
}

}  // namespace
}  // namespace nightrider
