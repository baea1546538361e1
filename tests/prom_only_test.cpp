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
std::vector<std::string> prom_only_problem_names() {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(testing::test_data_dir()) + "/prom_only"))
    if (entry.path().extension() == ".inp") names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

class PromOnlyProblems : public ::testing::TestWithParam<std::string> {};

TEST_P(PromOnlyProblems, SameSolutionLinesAsPopeye) {
  namespace po = popeye_output;
  const std::string base = std::string(testing::test_data_dir()) + "/prom_only/" + GetParam();
  const po::Output expected = po::parse(testing::read_text_file(base + ".out"));
  ASSERT_TRUE(expected.errors.empty()) << ::testing::PrintToString(expected.errors);
  solver::SessionSettings settings;
  settings.quiet = true;
  settings.solve.threads = 1;
  std::ostringstream out, err;
  const solver::SessionResult result = solver::solve_text(testing::read_text_file(base + ".inp"), settings, out, err);
  ASSERT_EQ(result.bad_problems, 0) << err.str();
  const po::Comparison comparison = po::compare(expected, po::parse(out.str()));
  EXPECT_TRUE(comparison.equal()) << GetParam() << " differs from Popeye:\n" << po::describe(comparison, 20);
}

INSTANTIATE_TEST_SUITE_P(Popeye, PromOnlyProblems, ::testing::ValuesIn(prom_only_problem_names()),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

}  // namespace
}  // namespace nightrider
