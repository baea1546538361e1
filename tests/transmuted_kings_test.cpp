// Transmuted kings (Popeye's TransmutedKings, White-, BlackTransmutedKing) and strictly transmuted kings
// (seed 65, our keyword StrictlyTransmutedKings), one module with the reflective kings
// (conditions/royal/reflective_kings.h). One position per clause: the transmuted kings' answers are
// Popeye 4.104's (its outputs in tests/data/transmuted_kings, with problems of Popeye's own files), the
// strictly transmuted kings' worked out by hand. Perft two ways and random games.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"
#include "support/problem_manifest.h"
#include "support/test_paths.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(TransmutedKings, AnObservedKingMovesOnlyWithTheLentWalks) {
  auto rules = chess_with("WhiteTransmutedKing");
  // Popeye (tests/data/transmuted_kings/own_rook_lends): in check from e8, the king moves as a rook only,
  // along the first rank or taking e8; no king's step to d2 or f2.
  EXPECT_EQ(legal_ucis(*rules, "k3r3/8/8/8/8/8/P7/4K3 w - - 0 1"),
            (std::set<std::string>{"e1e8", "e1a1", "e1b1", "e1c1", "e1d1", "e1f1", "e1g1", "e1h1"}));
  // A pawn lends a pawn's walk of the king's side, its double step too (own_pawn_lends).
  EXPECT_EQ(legal_ucis(*rules, "7k/8/8/8/8/P1p5/3K4/8 w - - 0 1"), (std::set<std::string>{"d2c3", "d2d3", "d2d4"}));
  // Unobserved, it is a king (own_unobserved), and castles.
  EXPECT_TRUE(legal(*rules, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"));
}

TEST(TransmutedKings, TheLentWalkGivesCheck) {
  // Popeye (own_lent_walk_checks): Black may not play Ra8-d8 nor Ra8-a4, after which the white king, a
  // rook, would attack h4; under WhiteReflectiveKing it may.
  const std::string fen = "r7/1p6/8/8/3K3k/8/P7/8 b - - 0 1";
  auto rules = chess_with("WhiteTransmutedKing");
  EXPECT_FALSE(legal(*rules, fen, "a8d8"));
  EXPECT_FALSE(legal(*rules, fen, "a8a4"));
  EXPECT_TRUE(legal(*rules, fen, "a8c8"));
  EXPECT_TRUE(legal(*chess_with("WhiteReflectiveKing"), fen, "a8d8"));
}

TEST(TransmutedKings, OneRuleForAKingAndArgumentsRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"TransmutedKings", {"x"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"WhiteReflectiveKing", {}}, {"WhiteTransmutedKing", {}}}),
               std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"StrictlyTransmutedKings", {}}, {"BlackTransmutedKing", {}}}),
               std::invalid_argument);
  EXPECT_NO_THROW(chess_with(ConditionList{{"WhiteReflectiveKing", {}}, {"BlackTransmutedKing", {}}}));
  EXPECT_NO_THROW(chess_with(ConditionList{{"TransmutedKings", {}}, {"WhiteTransmutedKing", {}}}));
}

TEST(StrictlyTransmutedKings, AnUnobservedKingNeitherMovesNorAttacks) {
  auto rules = chess_with("StrictlyTransmutedKings");
  // Neither king is observed: only the pawn moves; the kings stand side by side, neither in check.
  EXPECT_EQ(legal_ucis(*rules, "8/8/8/3k4/3K4/8/P7/8 w - - 0 1"), (std::set<std::string>{"a2a3", "a2a4"}));
  EXPECT_FALSE(in_check(*rules, "8/8/8/3k4/3K4/8/P7/8 w - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/8/8/3k4/3K4/8/P7/8 b - - 0 1"));
  // It never castles.
  EXPECT_FALSE(legal(*rules, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"));
}

TEST(StrictlyTransmutedKings, AnObservedKingMovesAndChecksAsItsObservers) {
  auto rules = chess_with("StrictlyTransmutedKings");
  // The rook a1 attacks e1: the king moves as a rook, taking a1 or up the e-file (d1 ... b1 and f1 ...
  // h1 stay on the rook's rank), taking e7 beside the black king too (no king attacks as a king).
  EXPECT_EQ(legal_ucis(*rules, "4k3/4p3/8/8/8/8/P7/r3K3 w - - 0 1"),
            (std::set<std::string>{"e1a1", "e1e2", "e1e3", "e1e4", "e1e5", "e1e6", "e1e7"}));
  // As a rook it attacks e8 up the open file: Black may not give check from b1 (the king, a rook, would
  // attack e8), but may from e2, which closes the file.
  const std::string fen = "4k3/8/8/8/8/8/1r6/4K3 b - - 0 1";
  EXPECT_FALSE(legal(*rules, fen, "b2b1"));
  EXPECT_TRUE(legal(*rules, fen, "b2e2"));
  EXPECT_TRUE(legal(*rules, fen, "b2h2"));
}

TEST(TransmutedKings, PerftTwoWaysAndRandomGames) {
  for (const char* name : {"TransmutedKings", "StrictlyTransmutedKings"}) {
    SCOPED_TRACE(name);
    auto rules = chess_with(name);
    EXPECT_GE(expect_perft_two_ways(*rules), 1);
    random_games_round_trip(*rules, 65);
  }
}

// The problems of tests/data/transmuted_kings against Popeye's output: the same solutions.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(TransmutedKingsProblems, SameSolutionsAsPopeye,
                                testing::expect_same_solutions_as_popeye, "transmuted_kings");

}  // namespace
}  // namespace nightrider
