// Influencer chess (conditions/transmutation/influencer.h): a unit that moves turns the enemy units
// around it into pawns (on the first or last rank, into units of its own kind). The positions are ours,
// the expected boards worked out by hand from the rule (Popeye 4.104's conditions/influencer.c);
// Popeye's examples (tests/data/influencer) are compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Influencer, EnemyUnitsAroundTheArrivalBecomePawns) {
  const auto rules = chess_with("Influencer");
  // Nb1-c3: the black rook b4 and bishop d4 stand next to c3 and become pawns; the white pawn c4
  // (a unit of the mover's side) stays a pawn as it was, untouched.
  EXPECT_EQ(after(*rules, "4k3/8/8/8/1rPb4/8/8/1N2K3 w - - 0 1", "b1c3"),
            "4k3/8/8/8/1pPp4/2N5/8/4K3 b - - 1 1");
}

TEST(Influencer, OnTheFirstOrLastRankTheyTakeTheInfluencersKind) {
  const auto rules = chess_with("Influencer");
  // Ba1-b2: the black rook b1 stands on the first rank and becomes a bishop, the knight c3 a pawn.
  EXPECT_EQ(after(*rules, "7k/8/8/8/8/2n1K3/8/Br6 w - - 0 1", "a1b2"), "7k/8/8/8/8/2p1K3/1B6/1b6 b - - 1 1");
}

TEST(Influencer, KingsNeitherInfluenceNorAreInfluenced) {
  const auto rules = chess_with("Influencer");
  // The white king's move next to the black rook changes nothing, and neither does the rook's move
  // next to the white king.
  EXPECT_EQ(after(*rules, "7k/8/8/8/2r5/8/3K4/8 w - - 0 1", "d2d3"), "7k/8/8/8/2r5/3K4/8/8 b - - 1 1");
  EXPECT_EQ(after(*rules, "7k/8/8/8/8/8/3K4/2r5 b - - 0 1", "c1c2"), "7k/8/8/8/8/8/2rK4/8 w - - 1 2");
}

TEST(Influencer, APawnMadeByTheInfluenceTakesEnPassant) {
  const auto rules = chess_with("Influencer");
  // e7-e5 makes the white rook d5 a pawn, which may take e5 en passant (TESTS/influencer.inp 5's mate).
  const std::string fen = "6bk/4p3/3p3K/B2R4/8/8/8/8 b - - 0 1";
  const std::string next = after(*rules, fen, "e7e5");
  EXPECT_EQ(next, "6bk/8/3p3K/B2Pp3/8/8/8/8 w - e6 0 2");
  EXPECT_TRUE(legal(*rules, next, "d5e6"));
}

TEST(Influencer, APawnMadeOnItsLastRankPromotesAtTheMoversChoice) {
  // Beside AntiCirce: e5xf6 sends the white pawn to f2, where it makes the black bishop g1 a pawn (g1 is
  // the first rank: the influencer's kind), which promotes: four moves, one per kind.
  const auto rules = chess_with(ConditionList{{"AntiCirce", {}}, {"Influencer", {}}});
  EXPECT_EQ(unit_moves(*rules, "7k/8/4pp2/4P3/8/K7/8/6b1 w - - 0 1", "e5").size(), 4u);
  const auto plain = chess_with(ConditionList{{"AntiCirce", {}}});
  EXPECT_EQ(unit_moves(*plain, "7k/8/4pp2/4P3/8/K7/8/6b1 w - - 0 1", "e5").size(), 1u);
}

TEST(Influencer, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"Influencer", {"TypeB"}}}), std::invalid_argument);
}

TEST(Influencer, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with("Influencer");
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 67);
}

// Popeye's examples (tests/data/influencer) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(InfluencerProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "influencer");

}  // namespace
}  // namespace nightrider
