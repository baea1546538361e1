// Castling chess and Rokagogo (conditions/board/castling_chess.h), one position per clause, the
// positions and answers checked with Popeye 4.104: a king castles along any of its eight lines with the
// first unit there (either side's) three or more squares away, without rights; not in check, not across
// a square where it would be in check; Rokagogo only with a rook on its rank or file. Popeye's text
// "Kd4-b2/wBa1-c3". Perft two ways and random games as for every condition; fairy_bs_haan__005 (with
// Haan chess) matches Popeye (tests/data/solver_conditions.tsv).
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "solver/session.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(CastlingChess, TheKingCastlesAlongAnyLineWithTheFirstUnitOfEitherSide) {
  auto rules = chess_with("CastlingChess");
  // Popeye: 1.Kd4-d6/bSd8-d5 and 1.Kd4-b2/wBa1-c3; not with the pawn on g7 (the king would stand in
  // check from h8 on f6).
  const std::string fen = "k2n3b/6P1/8/8/3K4/8/8/B7 w - - 0 1";
  const auto moves = legal_ucis(*rules, fen);
  EXPECT_TRUE(moves.count("d4d6"));
  EXPECT_TRUE(moves.count("d4b2"));
  EXPECT_FALSE(moves.count("d4f6"));
  EXPECT_EQ(after(*rules, fen, "d4d6"), "k6b/6P1/3K4/3n4/8/8/8/B7 b - - 1 1");
  EXPECT_EQ(after(*rules, fen, "d4b2"), "k2n3b/6P1/8/8/8/2B5/1K6/8 b - - 1 1");
  // No rights needed; not in check; not across a square where the king would be in check.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/8/8/8/4K2R w - - 0 1", "e1g1"), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
  EXPECT_FALSE(legal(*rules, "4k3/8/8/8/8/8/8/r3K2R w - - 0 1", "e1g1"));
  EXPECT_FALSE(legal(*rules, "4kr2/8/8/8/8/8/8/4K2R w - - 0 1", "e1g1"));
  // The unit must stand three squares away or more.
  EXPECT_FALSE(legal(*rules, "4k3/8/8/8/8/8/8/4K1R1 w - - 0 1", "e1g1"));
}

TEST(CastlingChess, PopeyeWritesTheKingsMoveThenThePartners) {
  solver::SessionSettings settings;
  settings.quiet = true;
  std::ostringstream out, err;
  solver::solve_text(
      "beginproblem\npieces white kd4 pg7 ba1 black ka8 sd8 bh8\ncondition castlingchess\nstipulation ~1\n"
      "endproblem\n",
      settings, out, err);
  EXPECT_NE(out.str().find("1.Kd4-d6/bSd8-d5 !"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("1.Kd4-b2/wBa1-c3 !"), std::string::npos) << out.str();
}

TEST(Rokagogo, OnlyWithARookOnTheKingsRankOrFile) {
  auto rules = chess_with("Rokagogo");
  const auto moves = legal_ucis(*rules, "k2n3b/6P1/8/8/3K4/8/8/B7 w - - 0 1");
  EXPECT_FALSE(moves.count("d4d6"));
  EXPECT_FALSE(moves.count("d4b2"));
  // A rook on the king's file (Popeye: 1.Kd4-d2/wRd1-d3); not one on its diagonal (a1).
  EXPECT_EQ(after(*rules, "7k/8/8/8/3K4/8/8/r2R4 w - - 0 1", "d4d2"), "7k/8/8/8/8/3R4/3K4/r7 b - - 1 1");
  EXPECT_FALSE(legal(*rules, "7k/8/8/8/3K4/8/8/r2R4 w - - 0 1", "d4b2"));
}

TEST(CastlingChess, RefusedBesideRokagogoAndWithArguments) {
  EXPECT_THROW(chess_with(ConditionList{{"CastlingChess", {}}, {"Rokagogo", {}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"CastlingChess", {"x"}}}), std::invalid_argument);
}

TEST(CastlingChess, PerftTwoWaysAndRandomGames) {
  for (const char* name : {"CastlingChess", "Rokagogo"}) {
    auto rules = chess_with(name);
    EXPECT_GE(expect_perft_two_ways(*rules), 1) << name;
    random_games_round_trip(*rules, 66);
  }
}

}  // namespace
}  // namespace nightrider
