// The tasks of a distributed solve, measured, and what N processes would make of them (docs/scale.md).
//
//   nightrider_root_tasks [--latency-us L] [--processes 1,2,8,...] FILE...
//
// Solves each file on one thread, timing every task of every root search (the unit of work that
// `solve --mpi` deals out: a first move, or in help play a first move and one reply), then replays those
// measured durations through a model of the scheme: at each root search every process takes the next
// run of tasks when it is free (a run of 1-16 tasks as rank 0 deals them, each take one round trip of L
// microseconds to rank 0), the search ends when its last task ends, then every process takes all the
// results (one more round trip plus the bytes), and the parts of the solve between root searches run on
// every process alike. It prints, per file and process count, the modelled time and the speed-up over
// one process.
//
//   nightrider_root_tasks --threads N [--runs R] FILE...
//
// Solves each file on one thread and on N threads (R times each, interleaved) and estimates the speed-up
// of N threads on free cores from CPU times, which the machine's load does not stretch: one thread's CPU
// time over the N-thread solve's critical path (outside the root searches, plus each root search's
// busiest thread).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <mutex>
#include <queue>
#include <sstream>
#include <string>
#include <vector>

#include "solver/mpi/distributed.h"
#include "solver/root_results.h"
#include "solver/session.h"

namespace {

using Clock = std::chrono::steady_clock;
using nightrider::solver::RootResults;

// Times each task: from the moment it is dealt to the moment its result is kept. With `replies`, help
// play is dealt a reply at a time, as `solve --mpi` deals it; without, a first move at a time, with the
// threads of the process helping each other inside one (as a solve on threads alone).
class TimedRoots final : public RootResults {
 public:
  explicit TimedRoots(bool replies) : replies_(replies) {}
  bool deals_replies() const override { return replies_; }
  struct Search {
    std::vector<double> seconds;  // per first move
    double result_bytes = 0;
    double longest_thread_cpu = 0;  // the CPU time of its busiest thread
    double threads_cpu = 0;         // of all its threads
  };

  std::optional<std::string> find(int, int) override { return std::nullopt; }
  void keep(int search, int index, std::string result) override {
    const std::lock_guard<std::mutex> lock(mutex_);
    Search& s = searches_[{twin_, search}];
    if (s.seconds.size() <= static_cast<size_t>(index)) s.seconds.resize(static_cast<size_t>(index) + 1, 0);
    s.seconds[static_cast<size_t>(index)] =
        std::chrono::duration<double>(Clock::now() - started_[{search, index}]).count();
    s.result_bytes += static_cast<double>(result.size());
  }
  int next_root(int search, int count, std::atomic<int>& local) override {
    const int index = local.fetch_add(1);
    if (index >= count) return -1;
    const std::lock_guard<std::mutex> lock(mutex_);
    started_[{search, index}] = Clock::now();
    return index;
  }
  void thread_done(int search, double cpu_seconds) override {
    const std::lock_guard<std::mutex> lock(mutex_);
    Search& s = searches_[{twin_, search}];
    s.longest_thread_cpu = std::max(s.longest_thread_cpu, cpu_seconds);
    s.threads_cpu += cpu_seconds;
  }
  bool end_of_twin(bool stop) override {
    const std::lock_guard<std::mutex> lock(mutex_);
    ++twin_;
    started_.clear();
    return stop;
  }
  const std::map<std::pair<int, int>, Search>& searches() const { return searches_; }

 private:
  const bool replies_;
  std::mutex mutex_;
  int twin_ = 0;
  std::map<std::pair<int, int>, Clock::time_point> started_;
  std::map<std::pair<int, int>, Search> searches_;  // (twin, search)
};

// The modelled time of one root search on `processes` processes: each free process takes the next run
// of tasks (a round trip each; the run's length as rank 0 deals it, src/solver/mpi/distributed.cpp),
// then all take the results.
double modelled_search(const TimedRoots::Search& search, int processes, double latency,
                       double bytes_per_second) {
  std::priority_queue<double, std::vector<double>, std::greater<>> free_at;
  for (int p = 0; p < processes; ++p) free_at.push(0);
  double end = 0;
  const int count = static_cast<int>(search.seconds.size());
  for (int next = 0; next < count;) {
    const int run =
        processes > 1 ? nightrider::solver::mpi::tasks_dealt_at_once(count - next, processes) : count;
    double finish = free_at.top() + (processes > 1 ? latency : 0);
    free_at.pop();
    for (int i = next; i < std::min(count, next + run); ++i) finish += search.seconds[static_cast<size_t>(i)];
    next += run;
    free_at.push(finish);
    end = std::max(end, finish);
  }
  if (processes > 1) end += latency + search.result_bytes / bytes_per_second;
  return end;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::cerr << "error: cannot open '" << path << "'\n";
    std::exit(2);
  }
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

double process_cpu_seconds() {
  timespec now{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

// One solve of `text` on `threads` threads: its CPU time, and its critical path on free cores — the
// work outside the root searches (one thread) plus, per root search, its busiest thread's CPU time.
// CPU times do not stretch with the machine's load as wall times do.
struct ThreadRun {
  double wall = 0, cpu = 0, critical = 0;
};
ThreadRun run_threads(const std::string& text, int threads) {
  TimedRoots timed(/*replies=*/false);
  nightrider::solver::SessionSettings settings;
  settings.quiet = true;
  settings.solve.threads = threads;
  settings.solve.root_results = &timed;
  std::ostringstream out, err;
  const auto start = Clock::now();
  const double cpu_start = process_cpu_seconds();
  nightrider::solver::solve_text(text, settings, out, err);
  ThreadRun run;
  run.cpu = process_cpu_seconds() - cpu_start;
  run.wall = std::chrono::duration<double>(Clock::now() - start).count();
  double in_searches = 0;
  for (const auto& [key, search] : timed.searches()) {
    in_searches += search.threads_cpu;
    run.critical += search.longest_thread_cpu;
  }
  run.critical += std::max(0.0, run.cpu - in_searches);
  return run;
}

// --threads N: each file solved on one thread and on N, several times; the speed-up on free cores
// estimated as one thread's CPU time / N threads' critical path (medians of the runs).
int measure_threads(const std::vector<std::string>& files, int threads, int runs) {
  std::printf("%-34s %8s %8s %8s %8s %8s %9s\n", "file", "cpu_1", "cpu_N", "path_N", "wall_1", "wall_N",
              "speed-up");
  auto median = [](std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
  };
  for (const std::string& file : files) {
    const std::string text = read_file(file);
    std::vector<double> cpu1, cpuN, pathN, wall1, wallN;
    for (int r = 0; r < runs; ++r) {
      const ThreadRun one = run_threads(text, 1), many = run_threads(text, threads);
      cpu1.push_back(one.cpu), wall1.push_back(one.wall);
      cpuN.push_back(many.cpu), pathN.push_back(many.critical), wallN.push_back(many.wall);
    }
    const std::string name = file.substr(file.find_last_of('/') + 1);
    std::printf("%-34s %8.3f %8.3f %8.3f %8.3f %8.3f %8.2fx\n", name.c_str(), median(cpu1), median(cpuN),
                median(pathN), median(wall1), median(wallN), median(cpu1) / median(pathN));
    std::fflush(stdout);
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  double latency_us = 100;
  std::vector<int> processes = {1, 2, 8, 32, 100, 800};
  std::vector<std::string> files;
  int threads = 0, runs = 3;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--threads" && i + 1 < argc) {
      threads = std::atoi(argv[++i]);
      if (threads < 2) {
        std::cerr << "error: --threads wants 2 or more\n";
        return 2;
      }
    } else if (arg == "--runs" && i + 1 < argc) {
      runs = std::max(1, std::atoi(argv[++i]));
    } else if (arg == "--latency-us" && i + 1 < argc) {
      latency_us = std::atof(argv[++i]);
    } else if (arg == "--processes" && i + 1 < argc) {
      processes.clear();
      std::stringstream list(argv[++i]);
      for (std::string n; std::getline(list, n, ',');) processes.push_back(std::max(1, std::atoi(n.c_str())));
    } else if (arg == "-h" || arg == "--help") {
      std::cout << "usage: nightrider_root_tasks [--latency-us L] [--processes 1,2,8,...] FILE...\n"
                   "       nightrider_root_tasks --threads N [--runs R] FILE...\n";
      return 0;
    } else if (!arg.empty() && arg[0] == '-') {
      std::cerr << "error: unknown option '" << arg << "'\n";
      return 2;
    } else {
      files.push_back(arg);
    }
  }
  if (files.empty()) {
    std::cerr << "error: give problem files\n";
    return 2;
  }
  if (threads) return measure_threads(files, threads, runs);
  const double latency = latency_us * 1e-6;
  const double bytes_per_second = 1e9;  // (10 Gbit/s: results are small beside the work)
  std::printf("%-34s %9s %8s %8s %9s", "file", "whole_s", "searches", "tasks", "max_task");
  for (const int p : processes) std::printf("   P=%-4d", p);
  std::printf("\n");
  for (const std::string& file : files) {
    TimedRoots timed(/*replies=*/true);
    nightrider::solver::SessionSettings settings;
    settings.quiet = true;
    settings.solve.threads = 1;
    settings.solve.root_results = &timed;
    std::ostringstream out, err;
    const auto start = Clock::now();
    nightrider::solver::solve_text(read_file(file), settings, out, err);
    const double whole = std::chrono::duration<double>(Clock::now() - start).count();
    double in_searches = 0, largest = 0;
    size_t tasks = 0;
    for (const auto& [key, search] : timed.searches()) {
      for (const double s : search.seconds) in_searches += s, largest = std::max(largest, s);
      tasks += search.seconds.size();
    }
    // What is not inside a first move (set-up, trees, writing) runs on every process alike.
    const double outside = std::max(0.0, whole - in_searches);
    std::string name = file.substr(file.find_last_of('/') + 1);
    std::printf("%-34s %9.3f %8zu %8zu %9.3f", name.c_str(), whole, timed.searches().size(), tasks, largest);
    for (const int p : processes) {
      double modelled = outside;
      for (const auto& [key, search] : timed.searches())
        modelled += modelled_search(search, p, latency, bytes_per_second);
      std::printf("  %6.2fx", modelled > 0 ? whole / modelled : 1.0);
    }
    std::printf("\n");
  }
  return 0;
}
