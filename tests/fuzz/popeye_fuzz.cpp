// libFuzzer target: the Popeye reader and everything a problem goes through before and during its
// solve (src/solver/session.h solve_text: read_problems, problem set-up, the solve, the output), as
// `nightrider solve -` and the web solver page use it.
//
// The input is the problem text. Every twin of every problem that reads is set up (set_up: the rule set,
// the position, the fast board); then, when the text has at most kMaxSolvedTwins twins in all, the text
// is solved with each twin's search capped at kPositionsPerTwin positions (a budget, not a time, so that
// a run is the same on any machine; kSecondsPerTwin stops the rare twin whose positions take
// milliseconds each under the sanitizers), a 1 MB table and one thread. (A text of many twins is only read
// and set up: solving each of them, even briefly, would take more than the second an input may take;
// the web solver's tests bound such texts by time.) A problem that cannot be read or solved must be
// reported as an error; a crash, an exception out of set_up other than its one-line refusal, an
// exception out of solve_text, a sanitizer report or a hang is a finding. Texts of even length are
// written in Popeye's layout, odd ones as JSON.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <variant>
#include <vector>

#include "solver/popeye_reader.h"
#include "solver/problem_setup.h"
#include "solver/session.h"

namespace {

using namespace nightrider::solver;

// Enough to reach every kind of search (battle play, help, series, set play, threats, tries) on small
// problems; a twin that needs more is cut short like one interrupted.
constexpr uint64_t kPositionsPerTwin = 2000;
constexpr size_t kMaxSolvedTwins = 4;
constexpr double kSecondsPerTwin = 0.08;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  size_t twins = 0;
  for (const ReadProblem& read : read_problems(text)) {
    const auto* problem = std::get_if<Problem>(&read);
    if (problem == nullptr) continue;
    for (const ProblemTwin& twin : problem->twins) {
      ++twins;
      try {
        (void)set_up(twin);
      } catch (const std::invalid_argument&) {
        // refused with its one line
      }
    }
  }
  if (twins > kMaxSolvedTwins) return 0;

  SessionSettings settings;
  settings.solve.hash_megabytes = 1;
  settings.solve.threads = 1;
  settings.solve.max_solutions = 100;
  settings.quiet = true;
  settings.max_positions = kPositionsPerTwin;
  settings.poll_interval = 1;           // a node may take tens of milliseconds here (its goal tests)
  settings.max_time = kSecondsPerTwin;  // a safety net for the slowest: the budget ends most twins
  settings.source_name = "fuzz";
  settings.format = size % 2 == 0 ? OutputFormat::Text : OutputFormat::Json;
  std::ostringstream out, err;
  (void)solve_text(text, settings, out, err);
  return 0;
}
