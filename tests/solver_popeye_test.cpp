// `nightrider solve --quiet FILE` against Popeye 4.104 on every orthodox problem of
// shared/testdata/problems (manifest.tsv): both outputs are reduced to per-twin sets of normalised
// solution entries (tests/support/popeye_output.h, the README's "Comparing a solver's output with .out")
// and must be equal. On a difference the test prints the entries missing from the solver's output and
// the extra ones; `nightrider_popeye_compare NAME.out -` shows the same for one problem by hand.
//
// NIGHTRIDER_SOLVE_TIMEOUT (seconds) overrides the time limit per problem (default: 100 times Popeye's
// time, at least 60 s, at most 540 s).
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "support/popeye_output.h"
#include "support/problem_manifest.h"

namespace nightrider {
namespace {

namespace po = popeye_output;
using testing::ProblemRow;

std::string shell_quoted(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

struct SolveRun {
  int status = -1;  // exit status; 124 when the time limit stopped it
  std::string out, err;
  double seconds = 0;
};

// Runs `nightrider solve --quiet FILE` under `timeout`, stdin from /dev/null.
SolveRun run_solve(const std::string& file, int time_limit) {
  SolveRun run;
  char dir_template[] = "/tmp/nightrider_solve_test.XXXXXX";
  const char* dir = mkdtemp(dir_template);
  if (dir == nullptr) {
    run.err = "cannot create a temporary folder";
    return run;
  }
  const std::string out_path = std::string(dir) + "/out", err_path = std::string(dir) + "/err";
  const std::string command = "timeout -k 5 " + std::to_string(time_limit) + " " +
                              shell_quoted(NIGHTRIDER_BINARY) + " solve --quiet " + shell_quoted(file) +
                              " </dev/null >" + shell_quoted(out_path) + " 2>" + shell_quoted(err_path);
  const auto start = std::chrono::steady_clock::now();
  const int raw = std::system(command.c_str());
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  run.status = raw == -1        ? -1
               : WIFEXITED(raw) ? WEXITSTATUS(raw)
                                : 128 + (WIFSIGNALED(raw) ? WTERMSIG(raw) : 0);
  run.out = testing::read_text_file(out_path);
  run.err = testing::read_text_file(err_path);
  std::remove(out_path.c_str());
  std::remove(err_path.c_str());
  rmdir(dir);
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

po::Language language_of(const std::string& code) {
  if (code == "de") return po::Language::German;
  if (code == "fr") return po::Language::French;
  if (code == "en") return po::Language::English;
  return po::Language::Auto;
}

// Problems that wait for a missing piece of the solver (tests/data/solver_pending.tsv: name, reason).
// They are skipped with their reason, so the list stays visible in every test run.
std::string pending_reason(const std::string& name) {
  std::istringstream lines(testing::read_text_file(std::string(NIGHTRIDER_TEST_DATA_DIR) + "/solver_pending.tsv"));
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == '#') continue;
    const size_t tab = line.find('\t');
    if (line.substr(0, tab) == name) return tab == std::string::npos ? "pending" : line.substr(tab + 1);
  }
  return "";
}

class SolverMatchesPopeye : public ::testing::TestWithParam<ProblemRow> {};

TEST_P(SolverMatchesPopeye, SameSolutions) {
  const ProblemRow& row = GetParam();
  if (const std::string reason = pending_reason(row.name); !reason.empty()) GTEST_SKIP() << row.name << ": " << reason;
  const std::string base = testing::problems_dir() + "/" + row.name;
  const std::string reference = testing::read_text_file(base + ".out");
  ASSERT_FALSE(reference.empty()) << base << ".out is missing or empty";
  const po::Output expected = po::parse(reference, language_of(row.language));
  ASSERT_TRUE(expected.errors.empty()) << ::testing::PrintToString(expected.errors);

  const int limit = time_limit_for(row);
  const SolveRun run = run_solve(base + ".inp", limit);
  const std::string by_hand =
      "by hand: nightrider solve --quiet " + base + ".inp | nightrider_popeye_compare " + base + ".out -";
  if (run.status == 124 || run.status == 128 + 9)
    FAIL() << row.name << ": no answer within " << limit << " s (Popeye: " << seconds(row.popeye_seconds)
           << ")";
  ASSERT_EQ(run.status, 0) << row.name << ": nightrider solve exited with status " << run.status
                           << "; stderr:\n"
                           << first_lines(run.err, 10) << "stdout:\n"
                           << first_lines(run.out, 10);

  const po::Output actual = po::parse(run.out, po::Language::English);
  EXPECT_TRUE(actual.errors.empty()) << "the solver's output: " << ::testing::PrintToString(actual.errors);
  const po::Comparison comparison = po::compare(expected, actual);
  EXPECT_TRUE(comparison.equal()) << row.name << " (" << row.stipulation << ", Popeye "
                                  << seconds(row.popeye_seconds) << ", ours " << seconds(run.seconds)
                                  << ") differs from Popeye:\n"
                                  << po::describe(comparison, 20) << by_hand;
}

std::vector<ProblemRow> orthodox_rows() { return testing::problem_rows("ortho_"); }

// The problems with conditions the solver has (tests/data/solver_conditions.tsv).
std::vector<ProblemRow> condition_rows() {
  std::set<std::string> names;
  std::istringstream lines(
      testing::read_text_file(std::string(NIGHTRIDER_TEST_DATA_DIR) + "/solver_conditions.tsv"));
  for (std::string line; std::getline(lines, line);)
    if (!line.empty() && line[0] != '#') names.insert(line.substr(0, line.find('\t')));
  std::vector<ProblemRow> rows;
  for (const ProblemRow& row : testing::problem_rows("fairy_"))
    if (names.count(row.name)) rows.push_back(row);
  return rows;
}

std::string row_name(const ::testing::TestParamInfo<ProblemRow>& info) { return info.param.name; }

INSTANTIATE_TEST_SUITE_P(Popeye, SolverMatchesPopeye, ::testing::ValuesIn(orthodox_rows()), row_name);
INSTANTIATE_TEST_SUITE_P(PopeyeConditions, SolverMatchesPopeye, ::testing::ValuesIn(condition_rows()), row_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(SolverMatchesPopeye);

}  // namespace
}  // namespace nightrider
