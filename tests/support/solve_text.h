// A problem's text solved as `nightrider solve --quiet` solves it (solver::solve_text), for the tests
// that compare the solver's text with Popeye's.
#pragma once

#include <set>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

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

// Popeye's text as the tests compare it: without its version line and the times after "solution
// finished." and after intelligent mode's counts, trailing blanks and carriage returns, and the blank lines
// at either end.
inline std::string comparable_popeye_text(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("Popeye ", 0) == 0 && line.find(" v4.") != std::string::npos) continue;
    for (const char* finished : {"solution finished.", "Loesung beendet.", "solution terminee."})
      if (line.rfind(finished, 0) == 0) line = finished;
    // MoveNumbers' lines without their times, as Popeye writes them with -regression: "  1  (Ta1*a3 )".
    static const std::regex numbered(R"(^( *\d+(?::\d+)*  \(.*?) +(?:Time|Zeit|Temps) = [0-9.:]+ (?:s|m:s|h:m:s)\)$)");
    line = std::regex_replace(line, numbered, "$1 )");
    // Intelligent mode's counts of target positions without their times ("  (Time = 0.009 s)").
    static const std::regex counted(
        R"(^(\d+ (?:potential positions in|positions possibles dans|moegliche Stellungen in) \d+\+\d+) +\((?:Time|Zeit|Temps) = [0-9.:]+ (?:s|m:s|h:m:s)\)$)");
    line = std::regex_replace(line, counted, "$1");
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
    lines.push_back(line);
  }
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  size_t first = 0;
  while (first < lines.size() && lines[first].empty()) ++first;
  std::string out;
  for (size_t i = first; i < lines.size(); ++i) out += lines[i] + "\n";
  return out;
}

// The first moves of a ~1 solution text, each as written between its indent and " !" ("1.e4*e6").
// The lines of a solution in `out`, in order, from the first move to "solution finished", without the
// blank lines between keys (for tests that assert the order of the lines).
inline std::string solution_lines(const std::string& out) {
  const size_t first = out.find("   1.");
  const size_t end = out.find("\nsolution finished");
  if (first == std::string::npos || end == std::string::npos) return "";
  std::string lines;
  for (size_t at = first; at < end;) {
    const size_t next = out.find('\n', at);
    if (next > at) lines += out.substr(at, next - at) + "\n";
    at = next + 1;
  }
  return lines;
}

// A problem of our own under one condition (its Popeye keyword or seed name) solved quietly: the lines
// from the first move to the first blank line (a whole solution of a #1), or the whole text if there is
// no first move. The conditions' tests of problems solved by hand share it.
inline std::string condition_solved(const std::string& condition, const std::string& pieces,
                                    const std::string& stipulation, std::string* err = nullptr) {
  const SolvedText solved = solve_problem_text("BeginProblem\nCondition " + condition + "\nPieces " + pieces +
                                               "\nStipulation " + stipulation + "\nEndProblem\n");
  if (err) *err = solved.err;
  const size_t first = solved.out.find("   1.");
  return first == std::string::npos ? solved.out
                                    : solved.out.substr(first, solved.out.find("\n\n", first) - first);
}

inline std::set<std::string> first_moves(const std::string& text) {
  std::set<std::string> moves;
  size_t at = 0;
  while ((at = text.find("  1.", at)) != std::string::npos) {
    const size_t end = text.find(" !", at);
    moves.insert(text.substr(at + 2, end - at - 2));
    at = end;
  }
  return moves;
}

}  // namespace nightrider::testing
