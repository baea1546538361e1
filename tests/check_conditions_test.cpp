// Conditions that redefine check (conditions/check): SAT, Bicolores and Vogtländer, built on the
// definitions after them in the chain, and Brunner, which plays the king's capture to judge it. One position
// per clause, the chain, and the move generation checked two ways as for every condition.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "conditions/registry.h"
#include "support/condition_checks.h"
#include "support/solve_text.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Sat, AKingIsInCheckWhenItHasAFlight) {
  auto sat = chess_with({{"SAT", {}}});
  // The black king on h8 is walled in by its own units; the white king on e1 has five free squares.
  EXPECT_TRUE(in_check(*sat, "6rk/6pp/8/8/8/8/8/4K3 w - - 0 1"));
  // Attacked on a1 by the rook on a8, with a2, b1 and b2 all attacked: no flight, no check.
  const std::string attacked = "rr4rk/6pp/8/8/8/8/8/K7 w - - 0 1";
  EXPECT_FALSE(in_check(*sat, attacked));
  EXPECT_TRUE(in_check(*make_variant("chess"), attacked));
  // A square holding an enemy unit nobody guards is a flight.
  EXPECT_TRUE(in_check(*sat, "rr4rk/6pp/8/8/8/8/1n6/K7 w - - 0 1"));
  // "SAT 2" (Popeye's SATxy): two flights allowed, so in check from the third flight on, or from the
  // second when the king is not attacked.
  auto sat2 = chess_with({{"SAT", {"2"}}});
  EXPECT_FALSE(in_check(*sat2, "rr4rk/6pp/8/8/8/8/1n6/K7 w - - 0 1"));
  EXPECT_TRUE(in_check(*sat2, "6rk/6pp/8/8/8/8/8/4K3 w - - 0 1"));
  // Popeye 4.104 on "pieces white ke1 ra8 black kh8" (~1): the king h8, attacked by the rook, has the
  // two flights g7 and h7: no check under SAT 2, "the side to play can capture the king" under SAT 1,
  // SAT 0 and SAT. Here the same for White's king h1 (flights g2 and h2).
  auto white_in_check = [&](const std::vector<std::string>& numbers) {
    return in_check(*chess_with({{"SAT", numbers}}), "6bk/6pp/8/8/8/8/8/r6K w - - 0 1");
  };
  EXPECT_FALSE(white_in_check({"2"}));
  EXPECT_TRUE(white_in_check({"1"}));
  EXPECT_TRUE(white_in_check({"0"}));
  EXPECT_TRUE(white_in_check({}));
  // Not attacked, with n = 0 for it: always in check (SAT 0 2 for Black: the white king e1 has five
  // flights, but needs none).
  EXPECT_TRUE(in_check(*chess_with({{"SAT", {"0", "2"}}}), "7k/6pp/8/8/8/8/8/4K3 w - - 0 1"));
}

TEST(StrictSat, ASideOnceInCheckNeedsAFlightFewerWhenNotInCheck) {
  // Popeye 4.104 on this position of ours (~1): Black's king h8 stands in check from the queen h1 in the
  // diagram, with no flight. Under SAT no queen move checks; under Strict SAT, Black has been in check,
  // so every queen move that leaves the h-file leaves it needing no flight at all: check.
  const std::string position =
      "pieces white ka1 pa2 pb2 bb1 qh1 black kh8 pg7 bg8\nstipulation ~1\n";
  const std::string strict = testing::solve_problem_text("beginproblem\n" + position + "condition strictsat\nendproblem\n").out;
  const std::string plain = testing::solve_problem_text("beginproblem\n" + position + "condition sat\nendproblem\n").out;
  EXPECT_NE(strict.find("\n   1.Qh1-a8 + !\n"), std::string::npos) << strict;
  EXPECT_NE(strict.find("\n   1.Qh1-d1 + !\n"), std::string::npos) << strict;
  EXPECT_NE(plain.find("\n   1.Qh1-a8 !\n"), std::string::npos) << plain;
  // The flag is the position's: a FEN gives it (@1: White's, @2: Black's).
  auto strict_rules = chess_with({{"StrictSAT", {}}});
  EXPECT_FALSE(in_check(*strict_rules, "6bk/6p1/8/8/8/8/PP6/KB6 b - - 0 1"));
  EXPECT_TRUE(in_check(*strict_rules, "6bk/6p1/8/8/8/8/PP6/KB6 b - - 0 1 @2"));
  // SAT beside Strict SAT is Strict SAT (Popeye: "SAT Strict"), in either order.
  EXPECT_TRUE(in_check(*chess_with({{"SAT", {}}, {"StrictSAT", {}}}), "6bk/6p1/8/8/8/8/PP6/KB6 b - - 0 1 @2"));
  EXPECT_EQ(expect_perft_two_ways(*strict_rules, {{"6rk/6pp/8/8/8/8/8/4K3 w - - 0 1", 4},
                                                  {"7k/6p1/6Bp/8/8/8/PP6/KB6 b - - 0 1", 4}}),
            2);
  random_games_round_trip(*strict_rules, 83);
}

TEST(Sat, AMoveThatGivesTheMoversKingAFlightIsIllegal) {
  auto sat = chess_with({{"SAT", {}}});
  const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  EXPECT_FALSE(legal(*sat, start, "e2e4")) << "e2 becomes a flight of the white king";
  EXPECT_TRUE(legal(*sat, start, "g1f3"));
}

TEST(Sat, ARoyalUnitsFlightsAreItsOwnMoves) {
  // A royal grasshopper on a1 flees by hopping, as Popeye counts flights: with no hurdle next to it
  // it has none (a king there would have a2, b1 and b2). So the rook may go anywhere that does not
  // give it a hurdle with a free square beyond: Popeye 4.104's ten moves, in its order.
  const testing::SolvedText s = testing::solve_problem_text(
      "beginproblem\nstipulation ~1\ncondition SAT\npieces white royal ga1 rd3 black kh8 pg7 ph7 rg8\nendproblem\n");
  std::string moves;
  for (size_t at = s.out.find("   1."); at != std::string::npos; at = s.out.find("   1.", at + 1))
    moves += s.out.substr(at + 5, 6) + " ";
  EXPECT_EQ(moves, "Rd3-d2 Rd3-b3 Rd3-d8 Rd3-d7 Rd3-d6 Rd3-d5 Rd3-h3 Rd3-g3 Rd3-f3 Rd3-e3 ") << s.out;
}

TEST(Brunner, ACheckCountsOnlyIfTheKingsCaptureWouldBeLegal) {
  auto brunner = chess_with({{"BrunnerChess", {}}});
  // The rook on c2 attacks c8 but is pinned by the bishop on a4: Rxc8 would leave d1 in check.
  const std::string pinned = "2k5/8/8/8/b7/8/2R5/3K4 b - - 0 1";
  EXPECT_FALSE(in_check(*brunner, pinned));
  EXPECT_TRUE(in_check(*make_variant("chess"), pinned));
  EXPECT_TRUE(in_check(*brunner, "2k5/8/8/8/8/8/2R5/3K4 b - - 0 1"));
  // So the black king may stay on the rook's file, next to it even, where the rook cannot take.
  EXPECT_TRUE(legal(*brunner, "3k4/8/8/8/b7/8/2R5/3K4 b - - 0 1", "d8c8"));
}

TEST(Bicolores, AKingIsInCheckFromUnitsOfBothColours) {
  auto bicolores = chess_with({{"Bicolores", {}}});
  // The white rook on a1 checks its own king on e1.
  EXPECT_TRUE(in_check(*bicolores, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
  EXPECT_FALSE(in_check(*make_variant("chess"), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
  EXPECT_TRUE(in_check(*bicolores, "4k3/8/8/8/8/8/8/r3K3 w - - 0 1"));
  // So a move may not put an own unit on the king's lines.
  EXPECT_FALSE(legal(*bicolores, "4k3/8/8/8/8/8/3R4/4K3 w - - 0 1", "d2d1"));
  EXPECT_TRUE(legal(*bicolores, "4k3/8/8/8/8/8/3R4/4K3 w - - 0 1", "d2d3"));
}

TEST(Vogtlaender, ASideIsInCheckWhenItAttacksTheEnemyKing) {
  auto vogtlaender = chess_with({{"VogtlaenderChess", {}}});
  // Black's rook on a1 attacks the white king: Black is "in check"; so is White, to move, whose rook
  // on e1 attacks the black king.
  EXPECT_TRUE(in_check(*vogtlaender, "4k3/8/8/8/8/8/8/r3K3 b - - 0 1"));
  EXPECT_TRUE(in_check(*vogtlaender, "4k3/8/8/8/8/8/8/4RK2 w - - 0 1"));
  // (In orthodox chess that position is not one: Black, not to move, would be in check.)
  // So a move may not give check.
  EXPECT_FALSE(legal(*vogtlaender, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8"));
  EXPECT_TRUE(legal(*vogtlaender, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a7"));
}

TEST(CheckConditions, PerftIsTheSameWithMakeUndoAndWithEveryNodeRebuiltFromItsFen) {
  EXPECT_EQ(expect_perft_two_ways(*chess_with({{"VogtlaenderChess", {}}})), 3);
  // Under Bicolores the queen beside each king at the start checks it: positions where no unit
  // attacks a king.
  EXPECT_EQ(expect_perft_two_ways(*chess_with({{"Bicolores", {}}}),
                                  {
                                      {"1n2k1n1/pp3pp1/8/3b4/3B4/8/PP3PP1/1N2K1N1 w - - 0 1", 4},
                                      {"4k3/8/8/8/8/8/3R4/4K3 w - - 0 1", 4},
                                      {"r1n1k1nr/8/8/8/8/8/8/R1N1K1NR w - - 0 1", 3},
                                  }),
            3);
  // Brunner changes a count only where a pinned unit attacks a king: of the three, in the ending's tree.
  auto brunner = chess_with({{"BrunnerChess", {}}});
  EXPECT_EQ(expect_perft_two_ways(*brunner), 1);
  EXPECT_EQ(expect_perft_two_ways(*brunner, {{"2k5/8/8/8/b7/8/2R5/3K4 b - - 0 1", 4}}), 1);
  // Under SAT a king with a free square is in check: positions where the side not to move has none.
  EXPECT_EQ(expect_perft_two_ways(*chess_with({{"SAT", {}}}),
                                  {
                                      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4},
                                      {"6rk/6pp/8/8/8/8/8/4K3 w - - 0 1", 4},
                                      {"rr4rk/6pp/8/8/8/8/1n6/K7 w - - 0 1", 4},
                                  }),
            3);
}

TEST(CheckConditions, RandomGamesUndoToTheSamePositionAndHash) {
  random_games_round_trip(*chess_with({{"BrunnerChess", {}}}), 80);
  random_games_round_trip(*chess_with({{"SAT", {}}}), 81);
  random_games_round_trip(*chess_with({{"VogtlaenderChess", {}}}), 82);
}

}  // namespace
}  // namespace nightrider
