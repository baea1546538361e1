// White and Black Maximummer (conditions/obligations/maximummer.h): the side plays one of its longest
// moves, measured among the legal moves, or (exact, ultra) before the test of self-check; under ultra
// its units check only by a longest capture. Positions checked against Popeye 4.104; perft two ways and
// random games; fairy_rg_4_59_to_4_61__005 matches Popeye (tests/data/solver_conditions.tsv).
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "conditions/obligations/maximummer.h"
#include "support/condition_checks.h"

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

}  // namespace
}  // namespace nightrider
