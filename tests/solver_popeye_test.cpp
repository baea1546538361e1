// The solver against Popeye 4.104 on every orthodox problem of shared/testdata/problems (manifest.tsv) and
// on every problem with conditions the solver has (tests/data/solver_conditions.tsv), solved in-process
// through solver::solve_text -- the same call `nightrider solve --quiet FILE` makes, so that the sanitizer
// build solves the whole set too. Both outputs are reduced to per-twin sets of normalised solution entries
// (tests/support/popeye_output.h, the README's "Comparing a solver's output with .out") and must be equal.
// On a difference the test prints the entries missing from the solver's output and the extra ones;
// `nightrider_popeye_compare NAME.out -` shows the same for one problem by hand.
//
// NIGHTRIDER_SOLVE_TIMEOUT (seconds) overrides the time limit per problem (default: 100 times Popeye's
// time, at least 60 s, at most 540 s).
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "solver/session.h"
#include "support/popeye_output.h"
#include "support/problem_manifest.h"
#include "support/solve_text.h"
#include "support/test_paths.h"

namespace nightrider {
namespace {

namespace po = popeye_output;
using testing::ProblemRow;

struct SolveRun {
  solver::SessionResult result;
  std::string out, err;
  double seconds = 0;
};

// Solves a problem file's text as `nightrider solve --quiet` does, on one thread (ctest runs the test
// shards side by side), with the time limit as the solve's own MaxTime.
SolveRun run_solve(const std::string& text, int time_limit) {
  solver::SessionSettings settings;
  settings.quiet = true;
  settings.solve.threads = 1;
  settings.max_time = time_limit;
  std::ostringstream out, err;
  SolveRun run;
  const auto start = std::chrono::steady_clock::now();
  run.result = solver::solve_text(text, settings, out, err);
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  run.out = out.str();
  run.err = err.str();
  return run;
}

int time_limit_for(const ProblemRow& row) {
  if (const char* env = std::getenv("NIGHTRIDER_SOLVE_TIMEOUT")) {
    const int seconds = std::atoi(env);
    if (seconds > 0) return seconds;
  }
  return std::clamp(static_cast<int>(100 * row.popeye_seconds), 60, 540);
}

std::string first_lines(const std::string& text, int count) {
  std::string out;
  std::size_t pos = 0;
  for (int i = 0; i < count && pos < text.size(); ++i) {
    const std::size_t end = text.find('\n', pos);
    out += "  " + text.substr(pos, end == std::string::npos ? std::string::npos : end - pos) + "\n";
    if (end == std::string::npos) break;
    pos = end + 1;
  }
  return out;
}

std::string seconds(double s) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3g s", s);
  return text;
}

// Problems that wait for a missing piece of the solver (tests/data/solver_pending.tsv: name, reason).
// They are skipped with their reason, so the list stays visible in every test run.
std::string pending_reason(const std::string& name) {
  std::istringstream lines(
      testing::read_text_file(std::string(nightrider::testing::test_data_dir()) + "/solver_pending.tsv"));
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == '#') continue;
    const size_t tab = line.find('\t');
    if (line.substr(0, tab) == name) return tab == std::string::npos ? "pending" : line.substr(tab + 1);
  }
  return "";
}

// The problems whose whole text, not only their solutions, equals Popeye's recorded output
// (tests/data/solver_identical_text.tsv): the order of the lines, the language, the header.
const std::set<std::string>& identical_text_names() {
  static const std::set<std::string> names = [] {
    std::set<std::string> out;
    std::istringstream lines(testing::read_text_file(std::string(nightrider::testing::test_data_dir()) +
                                                     "/solver_identical_text.tsv"));
    for (std::string line; std::getline(lines, line);)
      if (!line.empty() && line[0] != '#') out.insert(line.substr(0, line.find('\t')));
    return out;
  }();
  return names;
}

class SolverMatchesPopeye : public ::testing::TestWithParam<ProblemRow> {};

TEST_P(SolverMatchesPopeye, SameSolutions) {
  const ProblemRow& row = GetParam();
  if (const std::string reason = pending_reason(row.name); !reason.empty())
    GTEST_SKIP() << row.name << ": " << reason;
  const std::string base = testing::problems_dir() + "/" + row.name;
  const std::string reference = testing::read_text_file(base + ".out");
  ASSERT_FALSE(reference.empty()) << base << ".out is missing or empty";
  const po::Output expected = po::parse(reference, po::language_of_code(row.language));
  ASSERT_TRUE(expected.errors.empty()) << ::testing::PrintToString(expected.errors);

  const int limit = time_limit_for(row);
  const SolveRun run = run_solve(testing::read_text_file(base + ".inp"), limit);
  const std::string by_hand =
      "by hand: nightrider solve --quiet " + base + ".inp | nightrider_popeye_compare " + base + ".out -";
  if (run.result.cut_short && run.seconds >= limit)
    FAIL() << row.name << ": no answer within " << limit << " s (Popeye: " << seconds(row.popeye_seconds)
           << ")";
  ASSERT_EQ(run.result.bad_problems, 0) << row.name << ": the solver refused the problem; errors:\n"
                                        << first_lines(run.err, 10) << "output:\n"
                                        << first_lines(run.out, 10);

  // (Our text is in the problem's language, as Popeye's is.)
  const po::Output actual = po::parse(run.out, po::language_of_code(row.language));
  EXPECT_TRUE(actual.errors.empty()) << "the solver's output: " << ::testing::PrintToString(actual.errors);
  const po::Comparison comparison = po::compare(expected, actual);
  EXPECT_TRUE(comparison.equal()) << row.name << " (" << row.stipulation << ", Popeye "
                                  << seconds(row.popeye_seconds) << ", ours " << seconds(run.seconds)
                                  << ") differs from Popeye:\n"
                                  << po::describe(comparison, 20) << by_hand;
  if (identical_text_names().count(row.name)) {
    EXPECT_EQ(testing::comparable_popeye_text(run.out), testing::comparable_popeye_text(reference))
        << row.name << ": the text differs from Popeye's";
  }
}

std::vector<ProblemRow> orthodox_rows() { return testing::problem_rows("ortho_"); }

// The problems with conditions the solver has (tests/data/solver_conditions.tsv).
std::vector<ProblemRow> condition_rows() {
  std::set<std::string> names;
  std::istringstream lines(
      testing::read_text_file(std::string(nightrider::testing::test_data_dir()) + "/solver_conditions.tsv"));
  for (std::string line; std::getline(lines, line);)
    if (!line.empty() && line[0] != '#') names.insert(line.substr(0, line.find('\t')));
  std::vector<ProblemRow> rows;
  for (const ProblemRow& row : testing::problem_rows("fairy_"))
    if (names.count(row.name)) rows.push_back(row);
  return rows;
}

std::string problem_row_name(const ::testing::TestParamInfo<ProblemRow>& info) { return info.param.name; }

INSTANTIATE_TEST_SUITE_P(Popeye, SolverMatchesPopeye, ::testing::ValuesIn(orthodox_rows()), problem_row_name);
INSTANTIATE_TEST_SUITE_P(PopeyeConditions, SolverMatchesPopeye, ::testing::ValuesIn(condition_rows()),
                         problem_row_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(SolverMatchesPopeye);

}  // namespace
}  // namespace nightrider
