// Masand and MasandGeneralised (conditions/recolouring/masand.h), one position per clause: a move that
// checks with the unit that moved changes the side of every unit that unit observes (friends and
// enemies, kings aside); generalised, every unit of the mover's side observing the checked king does so,
// a discovered check included. The expected moves are Popeye 4.104's on the same positions (stipulation
// ~1). Perft two ways and random games as for every condition; Popeye's examples with the condition:
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

std::set<std::string> masand_moves(const std::string& condition, const std::string& pieces) {
  const testing::SolvedText solved = testing::solve_problem_text(
      "beginproblem\nstipulation ~1\ncondition " + condition + "\npieces " + pieces + "\nendproblem\n");
  EXPECT_EQ(solved.err, "");
  return testing::first_moves(solved.out);
}

TEST(Masand, TheCheckingUnitChangesTheUnitsItObserves) {
  // Rd3-e3 checks: the rook then observes the white bishop e1 and the black pawn b3, which change
  // sides; Rd3-d8 checks too, observing nothing else.
  const std::set<std::string> moves = masand_moves("Masand", "white kh1 rd3 be1 black ke8 pb3 bf8");
  EXPECT_TRUE(moves.count("1.Rd3-e3[e1=b][b3=w] +"));
  EXPECT_TRUE(moves.count("1.Rd3-d8 +"));
  EXPECT_EQ(moves.size(), 23u);  // (Popeye's 23 moves)
  auto rules = chess_with("Masand");
  EXPECT_EQ(after(*rules, "4kb2/8/8/8/8/1p1R4/8/4B2K w - - 0 1", "d3e3"), "4kb2/8/8/8/8/1P2R3/8/4b2K b - - 1 1");
  EXPECT_THROW(chess_with(ConditionList{{"Masand", {"x"}}}), std::invalid_argument);
}

TEST(Masand, ADiscoveredCheckChangesNothing) {
  // The rook e1 checks when the bishop leaves e4; the bishop does not check: nothing changes.
  const std::set<std::string> moves = masand_moves("Masand", "white kh2 re1 be4 black ke8 pa1 bf8");
  EXPECT_TRUE(moves.count("1.Be4-d5 +"));
  EXPECT_TRUE(moves.count("1.Be4-c2 +"));
}

TEST(MasandGeneralised, EveryCheckingUnitChangesTheUnitsItObserves) {
  // The rook e1 observes the king after the bishop leaves: the pawn a1 it observes becomes White's
  // (Popeye writes the bishop the rook observes on b1 or h1 "[b1=b]"; Nightrider writes it after the
  // move, "Be4-b1=b", as a side change of the mover).
  const std::set<std::string> moves = masand_moves("MasandGeneralised", "white kh2 re1 be4 black ke8 pa1 bf8");
  EXPECT_TRUE(moves.count("1.Be4-d5[a1=w] +"));
  EXPECT_TRUE(moves.count("1.Be4-c2[a1=w] +"));
  EXPECT_TRUE(moves.count("1.Be4-b1=b +"));
  EXPECT_EQ(moves.size(), 27u);  // (Popeye's 27 moves)
}

TEST(Masand, PerftTwoWaysAndRandomGames) {
  for (const char* name : {"Masand", "MasandGeneralised"}) {
    auto rules = chess_with(name);
    EXPECT_GE(expect_perft_two_ways(*rules, {{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3},
                                             {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2},
                                             {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3}}),
              1)
        << name;
    random_games_round_trip(*rules, 43);
  }
}

}  // namespace
}  // namespace nightrider
