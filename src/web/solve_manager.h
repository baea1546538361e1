// The solver page's solves: a problem text in Popeye's language is solved on a worker thread (never on
// the thread that reads the sockets) and what the solver writes is sent to the page as it is written:
//   {"type":"solving","time_limit":60}                         the solve has started
//   {"type":"solve-output","text":"…"}                          Popeye's layout, in pieces, in order
//   {"type":"solve-error","text":"error: problem:3:9: …"}       one line per problem the solver refused
//   {"type":"solve-tree","problem":1,"twin":"","stipulation":"#2","blocks":[{"kind":"tree","moves":[…]}]}
//                                                              a twin's tree (battle play), after its output
//   {"type":"solve-progress","problem":1,"twin":"","depth":3,"max_depth":7,"first_moves_done":4,
//    "first_moves_total":30,"elapsed":2.0,"positions":2300000}  about once a second
//   {"type":"solve-end","result":"finished"|"cut short"|"cancelled","reason":"…","elapsed":0.4,
//    "problems":1,"bad_problems":0}
// Bounded: at most kMaxRunningSolves at once on the server (more are refused with an error, not queued,
// so a page never waits without knowing why), one per connection, kSolveTimeLimitSeconds each, a small
// transposition table, at most kMaxSolveSolutions solutions per phase and kMaxSolveOutputBytes of
// output.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "solver/problem.h"
#include "solver/solution.h"
#include "web/game_manager.h"

namespace nightrider::web {

constexpr int kMaxRunningSolves = 2;
constexpr double kSolveTimeLimitSeconds = 60;
constexpr size_t kSolveHashMegabytes = 16;
constexpr size_t kMaxProblemTextBytes = 64 * 1024;
constexpr size_t kMaxSolveOutputBytes = 1024 * 1024;
// Solutions kept per phase (the solver's max_solutions): a helpmate with millions of lines stops at
// this many (about 600 KB of text) instead of collecting all and taking seconds to render them.
constexpr int kMaxSolveSolutions = 10000;
// Help and series solutions are also sent one by one as the search finds them ("solve-found"), the
// first this many of a solve: enough to watch a solve progress, without a message per line of a
// problem with thousands (those come in the twin's output).
constexpr int kMaxFoundLinesSent = 100;
// A twin's tree larger than this is not sent (its text output is): "omitted" says so.
constexpr size_t kMaxSolveTreeBytes = 256 * 1024;

// The "solve-tree" message of a twin: the solver's JSON of it (solver/json_writer) with only its tree
// blocks, "problem" counted among the readable problems of the text; empty when the twin has no tree
// (help and series play, an error).
std::string solve_tree_message(int problem_number, const solver::Problem& problem, const solver::ProblemTwin& twin,
                               const solver::TwinSolution& solution);

// One running (or finished) solve; its connection keeps it to cancel it.
class SolveJob {
 public:
  // Stops the search soon (the solver's interrupt); the page then gets "solve-end" with "cancelled".
  void cancel();
  bool finished() const { return finished_.load(); }

 private:
  friend class SolveManager;
  std::atomic<bool> stop_{false};  // the solver's interrupt flag: cancel, time limit or output limit
  std::atomic<bool> cancelled_{false};
  std::atomic<bool> out_of_time_{false};
  std::atomic<bool> out_of_room_{false};  // the output reached kMaxSolveOutputBytes
  std::atomic<bool> finished_{false};
};

class SolveManager {
 public:
  // `run_solve` runs a job on a worker thread (tests may hold the jobs or run them at once). The limits
  // are parameters so that tests can make them small.
  explicit SolveManager(BackgroundRunner run_solve, double time_limit_seconds = kSolveTimeLimitSeconds,
                        size_t output_limit_bytes = kMaxSolveOutputBytes);
  ~SolveManager();
  SolveManager(const SolveManager&) = delete;
  SolveManager& operator=(const SolveManager&) = delete;

  // Starts solving `text` for the watcher; throws GameError when the text is empty or too long or the
  // server already runs kMaxRunningSolves. The watcher gets "solving" at once, the rest from the worker.
  std::shared_ptr<SolveJob> start(std::string text, const std::shared_ptr<GameWatcher>& watcher);
  // Cancels every solve (the server is stopping); their workers end soon after.
  void cancel_all();
  int running();

 private:
  void run(const std::shared_ptr<SolveJob>& job, const std::string& text,
           const std::weak_ptr<GameWatcher>& watcher);
  void finish(const std::shared_ptr<SolveJob>& job);

  BackgroundRunner run_solve_;
  double time_limit_seconds_;
  size_t output_limit_bytes_;
  std::mutex mutex_;  // guards running_
  std::vector<std::shared_ptr<SolveJob>> running_;
};

}  // namespace nightrider::web
