// Annan chess (conditions/walks/annan.h), one position per clause: a unit with a unit of its side right
// behind it moves, takes and checks with that unit's walk (a pawn so moving still promotes; a unit moving
// with a pawn's walk does not); types B and C keep a king's own walk; check with the walk behind. The
// expected moves are Popeye 4.104's on the same positions (stipulation ~1). Perft two ways and random
// games as for every condition; Popeye's examples with the condition: docs/conditions.md.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "support/condition_checks.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::set<std::string> annan_moves(const std::string& condition, const std::string& pieces) {
  const testing::SolvedText solved = testing::solve_problem_text(
      "beginproblem\nstipulation ~1\ncondition " + condition + "\npieces " + pieces + "\nendproblem\n");
  EXPECT_EQ(solved.err, "");
  std::set<std::string> moves;
  size_t at = 0;
  while ((at = solved.out.find("  1.", at)) != std::string::npos) {
    const size_t end = solved.out.find(" !", at);
    moves.insert(solved.out.substr(at + 2, end - at - 2));
    at = end;
  }
  return moves;
}

TEST(Annan, AUnitMovesWithTheWalkOfTheUnitBehindIt) {
  // Popeye: the rook d4 moves as the knight d3 behind it; the queen a6 as the pawn a5 (one step, no
  // promotion); the pawn b7 as the rook b6, promoting on b8; the rook b6 and the knight keep their own.
  const std::set<std::string> popeye = {
      "1.Kh1-g1",   "1.Kh1-g2",   "1.Kh1-h2",   "1.Qa6-a7 +", "1.Rb6-b1 +", "1.Rb6-b2 +", "1.Rb6-b3 +",
      "1.Rb6-b4 +", "1.Rb6-b5 +", "1.Rb6-c6 +", "1.Rb6-d6 +", "1.Rb6-e6 +", "1.Rb6-f6 +", "1.Rb6-g6 +",
      "1.Rb6-h6 +", "1.Rd4-b3",   "1.Rd4-b5",   "1.Rd4-c2",   "1.Rd4-c6",   "1.Rd4-e2",   "1.Rd4-e6",
      "1.Rd4-f3",   "1.Rd4-f5",   "1.Sd3-b2",   "1.Sd3-b4",   "1.Sd3-c1",   "1.Sd3-c5",   "1.Sd3-e1",
      "1.Sd3-e5",   "1.Sd3-f2",   "1.Sd3-f4",   "1.b7-a7 +",  "1.b7-b8=B",  "1.b7-b8=Q +", "1.b7-b8=R +",
      "1.b7-b8=S",  "1.b7-c7",    "1.b7-d7",    "1.b7-e7",    "1.b7-f7",    "1.b7-g7",    "1.b7-h7"};
  EXPECT_EQ(annan_moves("AnnanChess", "white kh1 rd4 sd3 pb7 rb6 qa6 pa5 black ka8 pg4"), popeye);
}

TEST(Annan, ChecksWithTheWalkBehindForBlackAbove) {
  // Black's rook e5 has the knight e6 above it: it checks the king on f3 as a knight (Popeye: the king
  // steps away or the rook is taken; its own rook's line along the fifth rank checks nothing).
  const std::set<std::string> popeye = {"1.Kf3-e2", "1.Kf3-e3", "1.Kf3-e4", "1.Kf3-f2",
                                        "1.Kf3-g2", "1.Kf3-g3", "1.Rh5*e5"};
  EXPECT_EQ(annan_moves("AnnanChess", "white kf3 rh5 pb2 black ka8 re5 se6"), popeye);
  auto rules = chess_with("AnnanChess");
  EXPECT_TRUE(condition_checks::in_check(*rules, "k7/8/4n3/4r3/8/5K2/1P5R/8 w - - 0 1"));
  EXPECT_FALSE(condition_checks::in_check(*rules, "k7/8/8/4r3/8/5K2/1P5R/8 w - - 0 1"));
}

TEST(Annan, TypesBAndCKeepAKingOutOfIt) {
  // Type C: the king d4 in front of the queen keeps its own walk (Popeye: seven king steps).
  std::set<std::string> kings;
  for (const std::string& m : annan_moves("AnnanChess TypeC", "white kd4 qd3 rf2 black ka8"))
    if (m.rfind("1.K", 0) == 0) kings.insert(m);
  EXPECT_EQ(kings, (std::set<std::string>{"1.Kd4-c3", "1.Kd4-c4", "1.Kd4-c5", "1.Kd4-d5", "1.Kd4-e3", "1.Kd4-e4",
                                          "1.Kd4-e5"}));
  // Type B: the queen d4 with the king behind it keeps its own walk (Popeye: Qd4-a7, -d8, -h8 ...).
  const std::set<std::string> type_b = annan_moves("AnnanChess TypeB", "white qd4 kd3 rf2 black ka8");
  EXPECT_TRUE(type_b.count("1.Qd4-h8 +"));
  EXPECT_TRUE(type_b.count("1.Qd4-a7 +"));
  // Type A: it moves as the king.
  const std::set<std::string> type_a = annan_moves("AnnanChess", "white qd4 kd3 rf2 black ka8");
  EXPECT_FALSE(type_a.count("1.Qd4-h8 +"));
  EXPECT_TRUE(type_a.count("1.Qd4-e5"));
  EXPECT_THROW(chess_with(ConditionList{{"AnnanChess", {"TypeE"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"AnnanChess", {}}, {"AntiCirce", {}}}), std::invalid_argument);
}

TEST(Annan, MadrasiParalysesWithTheWalkBehindAndReadsTheParalysedUnitsOwn) {
  // Popeye: the pawn c7 with the knight c8 above it observes d5 as a knight, so paralyses the knight
  // there (the king's three steps only); without the knight c8 the knight d5 moves.
  EXPECT_EQ(annan_moves("AnnanChess Madrasi", "white ka1 sd5 black kh8 sc8 pc7"),
            (std::set<std::string>{"1.Ka1-a2", "1.Ka1-b1", "1.Ka1-b2"}));
  EXPECT_EQ(annan_moves("AnnanChess Madrasi", "white ka1 sd5 black kh8 pc7").size(), 11u);
  // The knight d5 with the rook d4 behind it would check the king h5 as a rook, but a knight observed
  // by a unit moving as a knight is paralysed: no check (Popeye solves the position).
  auto rules = chess_with(ConditionList{{"AnnanChess", {}}, {"Madrasi", {}}});
  EXPECT_FALSE(condition_checks::in_check(*rules, "2n5/2p5/8/3N3k/3R4/8/8/K7 b - - 0 1"));
  EXPECT_TRUE(condition_checks::in_check(*rules, "8/2p5/8/3N3k/3R4/8/8/K7 b - - 0 1"));
  // Lent walks not compared with Popeye beside paralysis stay refused by name.
  EXPECT_THROW(chess_with(ConditionList{{"Bolero", {}}, {"Madrasi", {}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"CheekToCheek", {}}, {"EiffelChess", {}}}), std::invalid_argument);
}

TEST(Annan, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("AnnanChess");
  // (Every unit in front of another moves with its walk: the usual depths would take minutes.)
  EXPECT_EQ(expect_perft_two_ways(*rules, {{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3},
                                           {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2},
                                           {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4}}),
            3);
  random_games_round_trip(*rules, 47);  // (no side effects)
}

}  // namespace
}  // namespace nightrider
