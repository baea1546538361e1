// Solving a whole problem file: read every problem, solve each twin, write the text or JSON output,
// report bad problems (line and column) on the error stream and go on with the next one, show progress
// on long solves, stop cleanly on MaxTime or an interrupt.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

#include "solver/checkpoint.h"
#include "solver/solver.h"

namespace nightrider::solver {

enum class OutputFormat { Text, Json };

// Where a twin's solve stands, for a watcher that shows it otherwise than on the error stream (the web
// page's status line).
struct SessionProgress {
  int problem = 0;   // its number in the text, from 1
  std::string twin;  // the twin's label, empty for the first
  int depth = 0;     // as SolveProgress
  int max_depth = 0;
  int root_done = 0;
  int root_total = 0;
  double seconds = 0;  // since this twin's solve began
  uint64_t positions = 0;
};

struct SessionSettings {
  SolveSettings solve;
  OutputFormat format = OutputFormat::Text;
  bool quiet = false;              // no progress lines
  std::optional<double> max_time;  // seconds per twin, like the MaxTime option (the smaller wins)
  // Positions per twin: a budget that does not depend on the machine's speed (the fuzz target's); the
  // twin is then cut short as by an interrupt.
  std::optional<uint64_t> max_positions;
  uint64_t poll_interval = 1024;           // positions between two polls of the limits (SearchControl)
  std::atomic<bool>* interrupt = nullptr;  // set by Ctrl-C
  std::string_view source_name = "-";      // for error messages: "FILE:line:column"
  // Where the solve keeps what it has done, to go on from there after an interruption (checkpoint.h):
  // its units done are written and skipped, its first moves kept are not searched again.
  SolveCheckpoint* checkpoint = nullptr;
  // Called about once a second from a watcher thread while a twin is solved (also when quiet).
  std::function<void(const SessionProgress&)> on_progress;
  // Called after each twin's output is written, with what was found (the web page's solution tree).
  // `problem` is the problem's number in the text, from 1.
  std::function<void(int problem, const Problem&, const ProblemTwin&, const TwinSolution&)> on_twin_solved;
};

struct SessionResult {
  int problems = 0;
  int bad_problems = 0;  // could not be read or solved
  bool interrupted = false;
  bool cut_short = false;  // some twin stopped before its search ended (MaxTime, MaxSolutions, interrupt)
  std::string cut_reason;  // the first such twin's reason, as its "solving cut short (…)" line says
};

SessionResult solve_text(std::string_view text, const SessionSettings& settings, std::ostream& out,
                         std::ostream& err);

}  // namespace nightrider::solver
