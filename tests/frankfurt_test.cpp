// Frankfurt chess (conditions/transmutation/frankfurt.h), one position per clause: a capturer becomes
// the kind it took where it took; a king becomes a royal unit of that kind, not under RexExclusive; a
// pawn taking a piece on its last rank becomes that piece and does not promote, one taking a pawn there
// promotes. The expected moves and texts are Popeye 4.104's (tests/data/frankfurt: positions of our own
// and problems of Popeye's EXAMPLES/frankfurt.inp). Perft two ways and random games as for every
// condition.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "solver/session.h"
#include "support/condition_checks.h"
#include "support/popeye_output.h"
#include "support/popeye_problem_files.h"
#include "support/problem_manifest.h"
#include "support/test_paths.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(FrankfurtChess, ACapturerBecomesTheKindItTook) {
  auto rules = chess_with("FrankfurtChess");
  // Rd1*d6 becomes a pawn (Popeye: "Rd1*d6=P"); a knight taking a knight stays one.
  EXPECT_EQ(after(*rules, "6b1/5P2/3p4/1n5k/K7/8/8/3R4 w - - 0 1", "d1d6"), "6b1/5P2/3P4/1n5k/K7/8/8/8 b - - 0 1");
  // The king becomes a royal knight ("Ka4*b4=rS"), and its side is in check when that knight is attacked.
  EXPECT_EQ(after(*rules, "6b1/5P2/3p4/7k/Kn6/8/8/3R4 w - - 0 1", "a4b4"), "6b1/5P2/3p4/7k/1N*6/8/8/3R4 b - - 0 1");
  // Under RexExclusive it stays a king.
  auto exclusive = chess_with(ConditionList{{"FrankfurtChess", {"RexExclusive"}}});
  EXPECT_EQ(after(*exclusive, "6b1/5P2/3p4/7k/Kn6/8/8/3R4 w - - 0 1", "a4b4"), "6b1/5P2/3p4/7k/1K6/8/8/3R4 b - - 0 1");
}

TEST(FrankfurtChess, APawnTakingAPieceOnItsLastRankBecomesThatPiece) {
  auto rules = chess_with("FrankfurtChess");
  const std::string fen = "3r4/4P3/8/8/7k/8/8/K2R4 w - - 0 1";
  // One move, no promotion ("e7*d8=R"); the step to e8 promotes as usual.
  EXPECT_EQ(after(*rules, fen, "e7d8"), "3R4/8/8/8/7k/8/8/K2R4 b - - 0 1");
  EXPECT_EQ(after(*rules, fen, "e7d8q"), "illegal");
  EXPECT_TRUE(legal(*rules, fen, "e7e8q"));
  EXPECT_TRUE(legal(*rules, fen, "e7e8n"));
}

TEST(FrankfurtChess, BadArgumentsAndCombinationsAreRefusedInOneLine) {
  EXPECT_THROW(chess_with(ConditionList{{"FrankfurtChess", {"Strict"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"AntiCirce", {}}, {"FrankfurtChess", {}}}), std::invalid_argument);
}

TEST(FrankfurtChess, PerftTwoWaysAndRandomGames) {
  for (const std::vector<std::string>& arguments : {std::vector<std::string>{}, {"RexExclusive"}}) {
    auto rules = chess_with(ConditionList{{"FrankfurtChess", arguments}});
    EXPECT_GE(expect_perft_two_ways(*rules), 1);
    random_games_round_trip(*rules, 51);
  }
}

// The problems of tests/data/frankfurt against Popeye's output: the same solution lines.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(FrankfurtProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "frankfurt");

}  // namespace
}  // namespace nightrider
