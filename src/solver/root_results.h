// The first moves of a twin's root searches, shared beyond one solve: with a checkpoint (results kept
// across an interruption, checkpoint.h) or with other processes (a solve split over MPI ranks,
// distributed.h). A twin runs its root searches in an order its results fix, so "the k-th root search of
// the twin" names the same search in every run and in every process; each first move is named by its
// index in that search.
#pragma once

#include <atomic>
#include <optional>
#include <string>

#include "solver/search_spec.h"

namespace nightrider::solver {

class RootResults {
 public:
  virtual ~RootResults() = default;
  // The result of first move `index` of the twin's root search `search`, if it is known here.
  virtual std::optional<std::string> find(int search, int index) = 0;
  // The result of a first move searched to its end here (from the search threads).
  virtual void keep(int search, int index, std::string result) = 0;
  // The next first move of root search `search` (of `count`) for a thread of this process to search,
  // or -1 when none is left. `local` is the process's own counter: a process alone deals from it.
  virtual int next_root(int search, int count, std::atomic<int>& local) {
    (void)search;
    const int index = local.fetch_add(1);
    return index < count ? index : -1;
  }
  // Called when this process's threads have no first move of `search` left: waits for the results that
  // other processes searched, after which find() has every one. False when the solve was stopped
  // meanwhile (`control` is then stopped, and some results are missing).
  virtual bool gather(int search, int count, SearchControl& control) {
    (void)search, (void)count, (void)control;
    return true;
  }
  // Called by each thread of this process at the end of its part in root search `search`, with the CPU
  // time it spent in it (for the measurements of tools/root_tasks.cpp: the longest is the search's
  // critical path on free cores).
  virtual void thread_done(int search, double cpu_seconds) { (void)search, (void)cpu_seconds; }
  // Whether help play's root searches are dealt a reply at a time (a task is a first move and one of its
  // replies, solver.cpp's collect_lines) rather than a first move at a time with the threads of this
  // process helping each other inside a long one (split_first_moves.h). Processes cannot share a first
  // move's state as threads do, so a RootResults that deals tasks among processes says yes.
  virtual bool deals_replies() const { return false; }
  // A flag that stops this process's searches from outside (another process stopped the solve), or none.
  // A process with such a flag follows another's stops and keeps no limits of its own (no MaxTime, no
  // position budget): their decisions would part it from the others.
  virtual std::atomic<bool>* stop_flag() { return nullptr; }
  // Called by the session after each twin, with whether this process is to stop the whole solve (an
  // interrupt); returns whether the solve stops. Forgets the twin's results; a process that deals the
  // first moves waits here for the others.
  virtual bool end_of_twin(bool stop) { return stop; }
};

}  // namespace nightrider::solver
