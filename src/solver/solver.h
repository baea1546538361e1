// Solving one twin of a problem: the stipulation decides which search runs (battle, help or series
// play), the options which blocks are printed (set play, tries, duplex), the board which path the
// search takes (the orthodox bitboard fast path when it applies, else the general rules core).
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "solver/popeye_language.h"
#include "solver/problem.h"
#include "solver/root_results.h"
#include "solver/search_spec.h"
#include "solver/solution.h"
#include "solver/solver_table.h"

namespace nightrider::solver {

struct SolveSettings {
  size_t hash_megabytes = 32;  // plenty for the orthodox set; each page it touches costs a fault and zeroing
  // Memory shared with other processes to make the table in (SolverTable::shared_bytes), or none.
  void* shared_table_memory = nullptr;
  int threads = 1;
  bool force_general_path = false;              // for tests: solve orthodox problems through the rules core
  std::vector<ConditionSpec> extra_conditions;  // added to every twin (solve --condition)
  // The most solutions (help and series lines, battle keys) a phase keeps, as if MaxSolutions said so:
  // a caller that can show only so much (the web page) stops a search with millions of lines at once
  // instead of collecting and rendering them all. The problem's own MaxSolutions still applies when less.
  std::optional<int> max_solutions;
  // Called with each help or series solution line, in Popeye's text ("1.Rb7-f7 Sf3-h4   2...."), as the
  // search finds it -- from the search threads, one call at a time, in the order found; the twin's
  // output lists them again, in order, when its search ends. (The web page shows them meanwhile.)
  std::function<void(const std::string&)> on_line_found;
  // The language of the move texts: Popeye's text output follows the problem's keywords (the session
  // sets it); the JSON output stays English.
  PopeyeLanguage language = PopeyeLanguage::English;
  // The first moves shared beyond this solve (root_results.h): kept across an interruption (a
  // checkpoint) or dealt among the processes of an MPI job. None: each solve searches all its own.
  RootResults* root_results = nullptr;
};

// Progress that a watcher thread may read while a twin is being solved.
struct SolveProgress {
  std::atomic<int> depth{0};      // the length being searched, in half-moves (help) or moves
  std::atomic<int> max_depth{0};  // the stipulated length in the same unit
  std::atomic<int> root_done{0};  // first moves searched at that length
  std::atomic<int> root_total{0};
};

// Solves one twin. Errors that concern only this twin (an unsupported condition) are reported in
// TwinSolution::error. `control` carries the stop request and counts nodes.
// `table` is shared by the solves of a file; each solve starts it anew.
TwinSolution solve_twin(const ProblemTwin& twin, const SolveSettings& settings, SearchControl& control,
                        SolveProgress& progress, SolverTable& table);

// PostKeyPlay (the option, or a structured stipulation that begins with the defender's move) in direct,
// self or reflex play: is the defender in check in the diagram? Popeye then writes the missing key's
// check mark, " +", on the line where the key would stand. False where the twin cannot be set up.
bool post_key_defender_in_check(const ProblemTwin& twin);

}  // namespace nightrider::solver
