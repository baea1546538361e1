// PromOnly (conditions/material/prom_only.h), one position per clause: a pawn promotes to the listed
// kinds only, by a step or a capture; a fairy kind of the diagram that is not listed is no promotion; a
// listed fairy kind the diagram does not hold is one. The expected moves and texts are Popeye 4.104's
// (tests/data/prom_only: positions of our own and problems of Popeye's examples). Perft two ways and
// random games as for every condition.
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

TEST(PromOnly, APawnPromotesToTheListedKindsOnly) {
  auto rules = chess_with(ConditionList{{"PromOnly", {"S", "B"}}});
  const std::string fen = "3r4/4P3/8/8/8/8/8/K6k w - - 0 1";
  EXPECT_TRUE(legal(*rules, fen, "e7e8n"));
  EXPECT_TRUE(legal(*rules, fen, "e7e8b"));
  EXPECT_FALSE(legal(*rules, fen, "e7e8q"));
  EXPECT_FALSE(legal(*rules, fen, "e7e8r"));
  EXPECT_TRUE(legal(*rules, fen, "e7d8n"));
  EXPECT_FALSE(legal(*rules, fen, "e7d8q"));
  EXPECT_EQ(after(*rules, fen, "e7d8b"), "3B4/8/8/8/8/8/8/K6k b - - 0 1");
}

TEST(PromOnly, BadArgumentsAreRefusedInOneLine) {
  for (const std::vector<std::string>& arguments :
       {std::vector<std::string>{}, {"XYZ"}, {"P"}, {"Q", "nonsense"}}) {
    try {
      chess_with(ConditionList{{"PromOnly", arguments}});
      ADD_FAILURE() << "accepted PromOnly with " << arguments.size() << " arguments";
    } catch (const std::invalid_argument& e) {
      EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos);
    }
  }
}

TEST(PromOnly, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with(ConditionList{{"PromOnly", {"R", "S"}}});
  EXPECT_GE(expect_perft_two_ways(*rules, {{"8/2P1P3/8/8/8/8/3p1p2/K6k w - - 0 1", 3},
                                           {"r3k3/1P6/8/8/8/8/6p1/4K2R b - - 0 1", 3}}),
            1);
  random_games_round_trip(*rules, 41);
}

// The problems of tests/data/prom_only against Popeye's output: the same solution lines.
std::string prom_only_dir() { return std::string(testing::test_data_dir()) + "/prom_only"; }

class PromOnlyProblems : public ::testing::TestWithParam<std::string> {};

TEST_P(PromOnlyProblems, SameSolutionLinesAsPopeye) {
  testing::expect_same_solutions_as_popeye(prom_only_dir(), GetParam());
}

INSTANTIATE_TEST_SUITE_P(Popeye, PromOnlyProblems, ::testing::ValuesIn(testing::problem_names_in(prom_only_dir())),
                         testing::ProblemName{});

}  // namespace
}  // namespace nightrider
