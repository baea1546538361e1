// A solve split over the processes of an MPI job: `mpirun -np N nightrider solve --mpi FILE`.
//
// Every process reads the same problems and runs the same solve, step for step. The first moves of each
// root search (root_results.h) are dealt out by rank 0 one at a time, to whichever process asks next
// (each process's threads ask as soon as they are done with one: work stealing at the granularity of
// first moves); every result goes to rank 0, and before a process goes on past a root search it takes
// all of that search's results from rank 0. So all processes make the same decisions, and rank 0 prints
// exactly what a single process prints. Only rank 0 stops a solve (its MaxTime, --max-time or Ctrl-C):
// it tells the others, which drop the first move in hand and follow it into the twin's cut-short end.
// MPI itself is in a plugin the session loads (mpi_api.h). docs/scale.md describes the scheme and its
// limits.
#pragma once

#include <algorithm>
#include <atomic>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "solver/root_results.h"

struct NightriderMpiApi;

namespace nightrider::solver::mpi {

// How many tasks rank 0 deals a process at once when `left` of a root search's tasks are still to deal
// among `processes`: an eighth of a fair share, 1 to 16, so that a process asks less often while many
// are left (help play deals thousands of replies) and the last tasks still go one at a time to whoever
// is free. (tools/root_tasks.cpp models the same dealing.)
inline int tasks_dealt_at_once(int left, int processes) { return std::clamp(left / (8 * processes), 1, 16); }

// The MPI plugin cannot be loaded (not built, not found beside the program, or not of this version).
struct MpiUnavailable : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The MPI library, loaded and initialised for the lifetime of the object (threads calling MPI one at a
// time). The plugin is `libnightrider_mpi.so` beside the program, or the file NIGHTRIDER_MPI_LIBRARY
// names; without it, MpiUnavailable.
class MpiSession {
 public:
  MpiSession();
  ~MpiSession();
  MpiSession(const MpiSession&) = delete;
  MpiSession& operator=(const MpiSession&) = delete;
  int rank() const { return rank_; }
  int size() const { return size_; }
  // Rank 0's text, given to every process (only rank 0 needs to read the problem file).
  std::string broadcast(std::string text) const;
  // Zeroed memory every process of this host maps, page-aligned, until the session ends (all processes
  // ask at once, once a session): the host's processes share one solver table there. Null in every
  // process of the host when MPI could not make it (a /dev/shm too small).
  void* host_shared_memory(uint64_t bytes) const;
  const NightriderMpiApi& api() const { return *api_; }

 private:
  void* library_ = nullptr;
  const NightriderMpiApi* api_ = nullptr;
  int rank_ = 0, size_ = 1;
};

// The first moves of a solve shared among the processes of `session` (at least two).
class DistributedRoots final : public RootResults {
 public:
  explicit DistributedRoots(const MpiSession& session);
  ~DistributedRoots() override;
  DistributedRoots(const DistributedRoots&) = delete;
  DistributedRoots& operator=(const DistributedRoots&) = delete;

  std::optional<std::string> find(int search, int index) override;
  void keep(int search, int index, std::string result) override;
  int next_root(int search, int count, std::atomic<int>& local) override;
  bool gather(int search, int count, SearchControl& control) override;
  bool deals_replies() const override { return true; }
  std::atomic<bool>* stop_flag() override;
  bool end_of_twin(bool stop) override;

  // First moves searched by this process so far (for the scaling figures).
  long searched_here() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace nightrider::solver::mpi
