// A problem's text solved as `nightrider solve --quiet` solves it (solver::solve_text), for the tests
// that compare the solver's text with Popeye's.
#pragma once

#include <sstream>
#include <string>

#include "solver/session.h"

namespace nightrider::testing {

struct SolvedText {
  std::string out, err;
};

inline SolvedText solve_problem_text(const std::string& problem,
                                     solver::OutputFormat format = solver::OutputFormat::Text) {
  solver::SessionSettings settings;
  settings.quiet = true;
  settings.format = format;
  std::ostringstream out, err;
  solver::solve_text(problem, settings, out, err);
  return {out.str(), err.str()};
}

}  // namespace nightrider::testing
