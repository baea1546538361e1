// KoeKo, AntiKoeko and NewKoeko (conditions/contact/koeko.h), one position per clause: every unit a
// move moves ends next to a unit (KoeKo; in a leaper's neighbourhood with Neighbour), the mover ends
// next to none (AntiKoeko), the mover keeps being in contact or out of it (NewKoeko); a Circe rebirth
// gives contact; check is a capture that keeps the rule; castling (Popeye tests the crossed square with
// the king on it). The expected moves are Popeye 4.104's on the same positions (stipulation ~1). Perft
// two ways and random games as for every condition; Popeye's examples with the conditions:
// docs/conditions.md.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::set<std::string> koeko_moves(const std::string& condition, const std::string& pieces) {
  const testing::SolvedText solved = testing::solve_problem_text(
      "beginproblem\nstipulation ~1\ncondition " + condition + "\npieces " + pieces + "\nendproblem\n");
  EXPECT_EQ(solved.err, "");
  return testing::first_moves(solved.out);
}

const char* const kKoekoPieces = "white ke1 rh1 sb1 pc2 black ke8 pd3";

TEST(Koeko, EveryMovedUnitEndsNextToAUnit) {
  // Popeye: the knight and the king go next to the pawns, the rook to f1 next to the king; c2*d3 ends
  // alone; 0-0 leaves the king g1 and the rook f1 side by side.
  EXPECT_EQ(koeko_moves("KoeKo", kKoekoPieces),
            (std::set<std::string>{"1.Sb1-d2", "1.Sb1-c3", "1.0-0", "1.Ke1-d2", "1.Ke1-d1", "1.Ke1-e2",
                                   "1.Rh1-f1", "1.c2-c4", "1.c2-c3"}));
}

TEST(Koeko, ANeighbourhoodOfALeaper) {
  // KoeKo Neighbour S: contact is a unit a knight's leap away (Popeye writes the condition S-KoeKo).
  EXPECT_EQ(koeko_moves("KoeKo Neighbour S", kKoekoPieces),
            (std::set<std::string>{"1.Sb1-a3", "1.Ke1-f2", "1.Ke1-d2", "1.c2-c3", "1.c2*d3"}));
  EXPECT_THROW(chess_with(ConditionList{{"KoeKo", {"Neighbour", "Q"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"KoeKo", {"Far"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"NewKoeko", {"Neighbour", "S"}}}), std::invalid_argument);
}

TEST(Koeko, ARebirthGivesContact) {
  // With Circe the bishop taken on d7 comes back on c8, next to the rook: the capture is legal.
  EXPECT_EQ(koeko_moves("KoeKo Circe", "white ke1 rd1 black ka8 bd7"),
            (std::set<std::string>{"1.Rd1*d7[+bBc8]", "1.Rd1-d6", "1.Rd1-d2", "1.Ke1-d2", "1.Ke1-e2"}));
  EXPECT_EQ(koeko_moves("KoeKo", "white ke1 rd1 black ka8 bd7"),
            (std::set<std::string>{"1.Rd1-d6", "1.Rd1-d2", "1.Ke1-d2", "1.Ke1-e2"}));
}

TEST(Koeko, CheckIsACaptureThatEndsInContact) {
  auto rules = chess_with("KoeKo");
  // The rook e5 taking on e1 lands next to the pawn d2: check. Without the pawn, alone: no check.
  EXPECT_TRUE(in_check(*rules, "k7/8/8/4r3/8/8/3P4/4K3 w - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "k7/8/8/4r3/8/8/8/4K3 w - - 0 1"));
  // Popeye: out of check by Kd1, or by d2-d4, which leaves the capture without contact.
  EXPECT_EQ(koeko_moves("KoeKo", "white ke1 pd2 black ka8 re5"), (std::set<std::string>{"1.Ke1-d1", "1.d2-d4"}));
}

TEST(AntiKoeko, TheMoverEndsWithNoUnitNextToIt) {
  EXPECT_EQ(koeko_moves("AntiKoeko", kKoekoPieces),
            (std::set<std::string>{"1.Sb1-a3", "1.Ke1-f2", "1.Ke1-f1", "1.Rh1-g1", "1.Rh1-h8 +", "1.Rh1-h7",
                                   "1.Rh1-h6", "1.Rh1-h5", "1.Rh1-h4", "1.Rh1-h3", "1.Rh1-h2", "1.c2*d3"}));
}

TEST(NewKoeko, TheMoverKeepsItsContactOrItsSolitude) {
  // The knight b1 (next to c2) and the pawn c2 (next to b1, d3) end in contact; the king and the
  // rook, alone, end alone.
  EXPECT_EQ(koeko_moves("NewKoeko", kKoekoPieces),
            (std::set<std::string>{"1.Sb1-d2", "1.Sb1-c3", "1.Ke1-f2", "1.Ke1-f1", "1.Rh1-g1", "1.Rh1-h8 +",
                                   "1.Rh1-h7", "1.Rh1-h6", "1.Rh1-h5", "1.Rh1-h4", "1.Rh1-h3", "1.Rh1-h2",
                                   "1.c2-c4", "1.c2-c3"}));
}

TEST(Koeko, ANeutralRookCastlesWhenTheCrossedSquareIsSafeWithTheKingOnIt) {
  // The neutral rooks a8 and h8 do not check the king e8 (taking it, they would stand alone). Black
  // castles either way with them: the crossed square is tested with the king on it, its home square
  // empty, and the arrival square after the castling (REGRESSIONS/4_69_to_4_71.inp#5 castles so).
  const testing::SolvedText solved = testing::solve_problem_text(
      "beginproblem\nstipulation h~1\ncondition KoeKo\npieces white kc4 black ke8 neutral rh8 ra8 pc3\n"
      "endproblem\n");
  std::set<std::string> lines;
  size_t at = 0;
  while ((at = solved.out.find("  1.", at)) != std::string::npos) {
    const size_t end = solved.out.find('\n', at);
    lines.insert(solved.out.substr(at + 2, end - at - 2));
    at = end;
  }
  // Popeye's 17 lines.
  EXPECT_EQ(lines, (std::set<std::string>{
                       "1.0-0-0 Kc4-b3", "1.0-0-0 Kc4-b4",    "1.0-0-0 nRd8-d2", "1.0-0-0 nRd8-d3",
                       "1.0-0-0 nRd8-d5", "1.0-0-0 nRd8-d7 +", "1.0-0-0 nRd8-g8", "1.0-0-0 nRh8*d8",
                       "1.0-0-0 nRh8-e8", "1.0-0 Kc4-b3",      "1.0-0 Kc4-d3",    "1.0-0 Kc4-b4",
                       "1.0-0 Kc4-d4",    "1.0-0 nRa8*f8",     "1.0-0 nRa8-e8",   "1.0-0 nRf8-f7 +",
                       "1.0-0 nRf8-b8"}));
}

TEST(Koeko, PerftTwoWaysAndRandomGames) {
  for (const char* name : {"KoeKo", "AntiKoeko", "NewKoeko"}) {
    auto rules = chess_with(name);
    EXPECT_GE(expect_perft_two_ways(*rules, {{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3},
                                             {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2},
                                             {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3}}),
              2)
        << name;
    random_games_round_trip(*rules, 31);
  }
}

}  // namespace
}  // namespace nightrider
