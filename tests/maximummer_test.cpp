// White and Black Maximummer (conditions/obligations/maximummer.h): the side plays one of its longest
// moves, measured among the legal moves, or (exact, ultra) before the test of self-check; under ultra
// its units check only by a longest capture. Positions checked against Popeye 4.104; perft two ways and
// random games; fairy_rg_4_59_to_4_61__005 matches Popeye (tests/data/solver_conditions.tsv).
// White and Black Minimummer, the same module aiming at the shortest moves: positions of our own checked
// against Popeye 4.104, and Popeye's examples in tests/data/minimummer (its whole text).
#include "conditions/obligations/maximummer.h"

#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;
using Set = std::set<std::string>;

TEST(Maximummer, LengthsAreSquaredDistancesAndCastlingSixteenOrTwentyFive) {
  Move m;
  m.from = sq("d4");
  m.to = sq("e6");
  EXPECT_EQ(conditions::Maximummer::length(m), 5);
  m.to = sq("h8");
  EXPECT_EQ(conditions::Maximummer::length(m), 32);
  // Castling: the king's side 16, the queen's 25 (Popeye's values).
  auto rules = chess_with("WhiteMaximummer");
  // (Popeye: 1.0-0-0 only; with the king's rook alone, 1.0-0.)
  EXPECT_EQ(condition_checks::legal_ucis(*rules, "4k3/8/8/8/8/8/P6P/R3K2R w KQ - 0 1"), (Set{"e1c1"}));
  EXPECT_EQ(condition_checks::legal_ucis(*rules, "4k3/8/8/8/8/8/P6P/4K2R w K - 0 1"), (Set{"e1g1"}));
}

TEST(Maximummer, TheSidePlaysALongestLegalMove) {
  auto rules = chess_with("WhiteMaximummer");
  // Popeye: 1.Ra1-a8 + only.
  EXPECT_EQ(condition_checks::legal_ucis(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), (Set{"a1a8"}));
  // The bishop's longest move is illegal (pinned): the king's longest legal moves (Popeye: Kf2, Kd2).
  EXPECT_EQ(condition_checks::legal_ucis(*rules, "k3r3/8/8/8/8/8/4B3/4K3 w - - 0 1"), (Set{"e1d2", "e1f2"}));
  // Black is free.
  EXPECT_GT(condition_checks::legal_ucis(*rules, "4k3/8/8/8/8/8/8/R3K3 b - - 0 1").size(), 1u);
}

TEST(Maximummer, ExactMeasuresBeforeSelfCheck) {
  auto rules = chess_with(ConditionList{{"WhiteMaximummer", {"exact"}}});
  // Be2-a6, the longest move, leaves the king in check: White has no move (Popeye: no ~1).
  EXPECT_TRUE(condition_checks::legal_ucis(*rules, "k3r3/8/8/8/8/8/4B3/4K3 w - - 0 1").empty());
}

TEST(Maximummer, UltraChecksOnlyByALongestCapture) {
  auto rules = chess_with(ConditionList{{"BlackMaximummer", {"ultra"}}});
  // The rook on a2 takes the king by a move of length 1, and has longer ones: no check, and b2 is free
  // (Popeye: Kb1, Kxa2, Kb2; orthodox: Kb1, Kxa2).
  const std::string fen = "4k3/8/8/8/8/8/r7/K7 w - - 0 1";
  EXPECT_FALSE(condition_checks::in_check(*rules, fen));
  EXPECT_EQ(condition_checks::legal_ucis(*rules, fen), (Set{"a1b1", "a1a2", "a1b2"}));
  // From a8 the capture is as long as any move of the rook's (49): check.
  EXPECT_TRUE(condition_checks::in_check(*rules, "r3k3/8/8/8/8/8/8/K7 w - - 0 1"));
}

TEST(Maximummer, RefusesUnknownWordsAndTwoForOneSide) {
  EXPECT_THROW(chess_with(ConditionList{{"WhiteMaximummer", {"strict"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"WhiteMaximummer", {}}, {"WhiteMaximummer", {"ultra"}}}),
               std::invalid_argument);
  EXPECT_NO_THROW(chess_with(ConditionList{{"WhiteMaximummer", {"ultra"}}, {"BlackMaximummer", {"ultra"}}}));
}

TEST(Maximummer, PerftTwoWaysAndRandomGames) {
  for (const ConditionList& conditions :
       {ConditionList{{"WhiteMaximummer", {}}, {"BlackMaximummer", {}}},
        ConditionList{{"WhiteMaximummer", {"exact"}}}, ConditionList{{"BlackMaximummer", {"ultra"}}}}) {
    auto rules = chess_with(conditions);
    EXPECT_GT(expect_perft_two_ways(*rules), 0);
    random_games_round_trip(*rules, 26);
  }
}

// Popeye's Maximummer without a side: the side the stipulation restricts (Popeye 4.104 on the same
// problems). In help play Black, which does not make the mating move; with HalfDuplex White.
TEST(Maximummer, WithoutASideItIsTheSideTheStipulationRestricts) {
  const std::string help = "beginproblem\npieces white kf1 qd1 black kh8 ra2 pg7\nstipulation h#2\n";
  const std::string out = testing::solve_problem_text(help + "condition maximummer\nendproblem\n").out;
  EXPECT_NE(out.find("\n\n  1.Ra2-h2 Qd1-e2   2.Rh2-h7 Qe2-e8 #\n"
                     "  1.Ra2-h2 Qd1-c2   2.Rh2-h7 Qc2-c8 #\n"
                     "  1.Ra2-h2 Qd1-d2   2.Rh2-h7 Qd2-d8 #\n\nsolution finished"),
            std::string::npos)
      << out;
  EXPECT_EQ(out.find("1.Ra2-a1"), std::string::npos) << out;
  const std::string swapped =
      "beginproblem\npieces white kh1 ra3 pg2 ph2 black kh8 qb7 pg7 ph7\nstipulation h#1\noption halfduplex\n";
  const std::string swapped_out = testing::solve_problem_text(swapped + "condition maximummer\nendproblem\n").out;
  EXPECT_NE(swapped_out.find("  1.Ra3-h3 Qb7-b1 #\n"), std::string::npos) << swapped_out;
  EXPECT_EQ(swapped_out.find("1.Ra3-a7"), std::string::npos) << swapped_out;
  // (Without it White may block anywhere: a2, a4 to a7, g3, h3.)
  EXPECT_NE(testing::solve_problem_text(swapped + "endproblem\n").out.find("1.Ra3-a7 Qb7-b1 #"), std::string::npos);
}

TEST(Maximummer, WithoutASideBesideASidedOneOrInSeriesPlayIsRefused) {
  const auto both = testing::solve_problem_text(
      "beginproblem\npieces white ke1 black ke8\nstipulation #1\ncondition Maximummer WhiteMaximummer\nendproblem\n");
  EXPECT_NE(both.err.find("Maximummer cannot be combined with WhiteMaximummer"), std::string::npos) << both.err;
  const auto series = testing::solve_problem_text(
      "beginproblem\npieces white ke1 black ke8\nstipulation ser-#2\ncondition Maximummer\nendproblem\n");
  EXPECT_NE(series.err.find("condition Maximummer with ser-#2 is not supported yet"), std::string::npos) << series.err;
}

TEST(Minimummer, TheSidePlaysAShortestLegalMove) {
  auto rules = chess_with("WhiteMinimummer");
  // Popeye: 1.Ra1-a2, 1.Ra1-b1, 1.Ke1-d1, 1.Ke1-e2, 1.Ke1-f1 (length 1; Kd2 and Kf2 are 2).
  EXPECT_EQ(condition_checks::legal_ucis(*rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"),
            (Set{"a1a2", "a1b1", "e1d1", "e1e2", "e1f1"}));
  // Black is free: every king move, Kd7 and Kf7 (2) too.
  EXPECT_EQ(condition_checks::legal_ucis(*rules, "4k3/8/8/8/8/8/8/R3K3 b - - 0 1"),
            (Set{"e8d8", "e8d7", "e8e7", "e8f7", "e8f8"}));
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 29);
}

TEST(Minimummer, UltraChecksOnlyByAShortestCapture) {
  auto rules = chess_with(ConditionList{{"BlackMinimummer", {"ultra"}}});
  // The rook's capture c2*b1 (2) is longer than its and the pawn's shortest moves (1): no check; b2 and
  // c1, a shortest capture away, are (Popeye: 1.Kb1*c2, 1.Kb1-a2, 1.Kb1-a1).
  const std::string fen = "k7/7p/8/8/8/8/2r5/1K6 w - - 0 1";
  EXPECT_FALSE(condition_checks::in_check(*rules, fen));
  EXPECT_EQ(condition_checks::legal_ucis(*rules, fen), (Set{"b1c2", "b1a2", "b1a1"}));
}

TEST(Minimummer, TheFrenchWordIsRead) {
  // (The German one is read by Popeye's examples below.)
  const auto out = testing::solve_problem_text(
      "debutprobleme\npieces blanc re1 ta1 noir re8\nenonce ~1\ncondition NoirMinimum\nfinprobleme\n");
  EXPECT_TRUE(out.err.empty()) << out.err;
  EXPECT_NE(out.out.find("NoirMinimum"), std::string::npos) << out.out;
}

// Popeye's examples (tests/data/minimummer) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(MinimummerProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "minimummer");

}  // namespace
}  // namespace nightrider
