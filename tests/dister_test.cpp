// White and Black MaxDister and MinDister (conditions/obligations/dister.h; Popeye's conditions/dister.c
// under its regular mummer): the side plays one of its legal moves that leave the two reference units
// farthest apart (Max) or closest together (Min), measured by the move's own unit and the unit it takes
// only. Positions of our own checked against Popeye 4.104; perft two ways and random games as for every
// condition; Popeye's examples in tests/data/dister give its whole text.
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

TEST(Dister, TheSideKeepsTheReferenceUnitsFarthestApartOrClosestTogether) {
  // The references: White's king (a1) and Black's king (e8); Black moves.
  const std::string fen = "4k3/8/8/8/8/8/8/K7 b - - 0 1";
  // Farthest: Kf8 (4² + 7² = 65; Kf7 61, Kd8 58, Ke7 52, Kd7 45). Popeye: 1.Ke8-f8 only (h~1).
  EXPECT_EQ(legal_ucis(*chess_with(ConditionList{{"BlackMaxDister", {"a1e8"}}}), fen), (Set{"e8f8"}));
  // Closest: Kd7 (3² + 6² = 45). Popeye: 1.Ke8-d7 only.
  EXPECT_EQ(legal_ucis(*chess_with(ConditionList{{"BlackMinDister", {"a1", "e8"}}}), fen), (Set{"e8d7"}));
  // White is free.
  EXPECT_EQ(
      legal_ucis(*chess_with(ConditionList{{"BlackMinDister", {"a1e8"}}}), "4k3/8/8/8/8/8/8/K7 w - - 0 1"),
      (Set{"a1a2", "a1b1", "a1b2"}));
}

TEST(Dister, TakingAReferenceUnitCountsLeast) {
  // References a1 (White's king) and b2 (White's rook); Black's rook can take the rook: the least
  // preferred move under both conditions while others exist (Popeye: every move but 1.Rh2*b2).
  const std::string fen = "4k3/8/8/8/8/8/1R5r/K7 b - - 0 1";
  EXPECT_FALSE(legal(*chess_with(ConditionList{{"BlackMaxDister", {"a1b2"}}}), fen, "h2b2"));
  EXPECT_FALSE(legal(*chess_with(ConditionList{{"BlackMinDister", {"a1b2"}}}), fen, "h2b2"));
}

TEST(Dister, ArgumentsAreTwoDifferentSquares) {
  EXPECT_THROW(chess_with(ConditionList{{"WhiteMaxDister", {}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"WhiteMaxDister", {"e5e5"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"WhiteMaxDister", {"e5b8a1"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"WhiteMaxDister", {"x9"}}}), std::invalid_argument);
  const auto out = testing::solve_problem_text(
      "beginproblem\npieces white ka1 se5 black kb3 rb8\nstipulation s#3\ncondition blackmindister "
      "e5e5\nendproblem\n");
  // (In a problem, as in Popeye: its input error, and the problem is solved without the condition.)
  EXPECT_NE(
      out.err.find("Exactly 2 dister reference squares have to be indicated: BlackMinDister is left out"),
      std::string::npos)
      << out.err;
  EXPECT_EQ(out.out.find("Dister"), std::string::npos) << out.out;
}

TEST(Dister, PerftTwoWaysAtTheRootAndRandomGames) {
  // The kings as references: every move of a king changes the measure. The reference units are the
  // diagram's, which a FEN does not keep (a position rebuilt from one takes its own units for the
  // diagram's): the counts are compared at the root, where both agree, and make/undo over random games.
  for (const char* name : {"WhiteMaxDister", "BlackMinDister"}) {
    auto rules = chess_with(ConditionList{{name, {"e1e8"}}});
    EXPECT_EQ(expect_perft_two_ways(
                  *rules, {{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 1},
                           {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1", 1}}),
              1)
        << name;
    random_games_round_trip(*rules, 37);
  }
}

// Popeye's examples (tests/data/dister) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(DisterProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "dister");

}  // namespace
}  // namespace nightrider
