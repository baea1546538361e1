// Solving a whole problem file: read every problem, solve each twin, write the text or JSON output,
// report bad problems (line and column) on the error stream and go on with the next one, show progress
// on long solves, stop cleanly on MaxTime or an interrupt.
#pragma once

#include <atomic>
#include <optional>
#include <ostream>
#include <string_view>

#include "solver/solver.h"

namespace nightrider::solver {

enum class OutputFormat { Text, Json };

struct SessionSettings {
  SolveSettings solve;
  OutputFormat format = OutputFormat::Text;
  bool quiet = false;                      // no progress lines
  std::optional<double> max_time;          // seconds per twin, like the MaxTime option (the smaller wins)
  std::atomic<bool>* interrupt = nullptr;  // set by Ctrl-C
  std::string_view source_name = "-";      // for error messages: "FILE:line:column"
};

struct SessionResult {
  int problems = 0;
  int bad_problems = 0;  // could not be read or solved
  bool interrupted = false;
};

SessionResult solve_text(std::string_view text, const SessionSettings& settings, std::ostream& out,
                         std::ostream& err);

}  // namespace nightrider::solver
