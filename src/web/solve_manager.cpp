#include "web/solve_manager.h"

#include <algorithm>
#include <condition_variable>
#include <nlohmann/json.hpp>
#include <ostream>
#include <streambuf>
#include <thread>

#include "solver/json_writer.h"
#include "solver/session.h"

namespace nightrider::web {
namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

// The problem text may hold anything a page sent: invalid UTF-8 is replaced rather than thrown on.
std::string dump(const json& message) { return message.dump(-1, ' ', false, json::error_handler_t::replace); }

// The solver's text output, sent to the page in pieces as it is written: a piece goes when the solver
// flushes (after each twin) or when enough has gathered. Past `limit` bytes nothing more is sent and
// `on_full` is called once (it stops the solve).
class OutputToPage : public std::streambuf {
 public:
  OutputToPage(std::weak_ptr<GameWatcher> watcher, size_t limit, std::function<void()> on_full)
      : watcher_(std::move(watcher)), limit_(limit), on_full_(std::move(on_full)) {}
  ~OutputToPage() override { send(); }
  size_t sent() const { return sent_; }

 protected:
  int_type overflow(int_type c) override {
    if (c != traits_type::eof()) {
      const char ch = traits_type::to_char_type(c);
      append(std::string_view(&ch, 1));
    }
    return traits_type::not_eof(c);
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    append(std::string_view(s, static_cast<size_t>(n)));
    return n;
  }
  int sync() override {
    send();
    return 0;
  }

 private:
  static constexpr size_t kPieceBytes = 16 * 1024;

  void append(std::string_view text) {
    if (full_) return;
    if (sent_ + pending_.size() + text.size() > limit_) {
      full_ = true;
      send();
      on_full_();
      return;
    }
    pending_ += text;
    // A long twin goes out in pieces that end at a line's end, so the page never shows half a line.
    if (pending_.size() >= kPieceBytes) {
      const size_t end = pending_.rfind('\n');
      if (end != std::string::npos) send(end + 1);
    }
  }
  void send(size_t bytes = std::string::npos) {
    bytes = std::min(bytes, pending_.size());
    if (bytes == 0) return;
    if (const auto watcher = watcher_.lock())
      watcher->send(dump({{"type", "solve-output"}, {"text", pending_.substr(0, bytes)}}));
    sent_ += bytes;
    pending_.erase(0, bytes);
  }

  std::weak_ptr<GameWatcher> watcher_;
  size_t limit_;
  std::function<void()> on_full_;
  std::string pending_;
  size_t sent_ = 0;
  bool full_ = false;
};

// The solver's error stream: each whole line ("error: problem:LINE:COLUMN: …") is one "solve-error".
class ErrorsToPage : public std::streambuf {
 public:
  explicit ErrorsToPage(std::weak_ptr<GameWatcher> watcher) : watcher_(std::move(watcher)) {}
  ~ErrorsToPage() override {
    if (!line_.empty()) send_line();
  }

 protected:
  int_type overflow(int_type c) override {
    if (c == traits_type::eof()) return traits_type::not_eof(c);
    const char ch = traits_type::to_char_type(c);
    if (ch == '\n')
      send_line();
    else if (line_.size() < 1000)  // an error line is short; a longer one is cut, never grows memory
      line_ += ch;
    return c;
  }

 private:
  void send_line() {
    if (const auto watcher = watcher_.lock()) watcher->send(dump({{"type", "solve-error"}, {"text", line_}}));
    line_.clear();
  }

  std::weak_ptr<GameWatcher> watcher_;
  std::string line_;
};

// Sets `expired` and `stop` when the time limit passes before it is destroyed. A thread of its own, not
// the solver's progress watch: a text of many short problems never runs one for a whole second, and
// the session stops between twins once `stop` is set.
class TimeLimit {
 public:
  TimeLimit(double seconds, std::atomic<bool>& expired, std::atomic<bool>& stop)
      : thread_([this, seconds, &expired, &stop] {
          std::unique_lock lock(mutex_);
          if (!wake_.wait_for(lock, std::chrono::duration<double>(seconds), [this] { return done_; })) {
            expired.store(true);
            stop.store(true);
          }
        }) {}
  ~TimeLimit() {
    {
      std::lock_guard lock(mutex_);
      done_ = true;
    }
    wake_.notify_all();
    thread_.join();
  }
  TimeLimit(const TimeLimit&) = delete;
  TimeLimit& operator=(const TimeLimit&) = delete;

 private:
  std::mutex mutex_;
  std::condition_variable wake_;
  bool done_ = false;
  std::thread thread_;  // last: it starts once the members it waits on exist
};

}  // namespace

std::string solve_tree_message(int problem_number, const solver::Problem& problem, const solver::ProblemTwin& twin,
                               const solver::TwinSolution& solution) {
  json tree = solver::twin_json(problem_number, problem, twin, solution);
  json blocks = json::array();
  for (json& block : tree["blocks"])
    if (block["kind"] == "tree") blocks.push_back(std::move(block));
  if (blocks.empty()) return {};
  tree["blocks"] = std::move(blocks);
  tree["type"] = "solve-tree";
  if (!tree.contains("twin")) tree["twin"] = "";
  std::string text = dump(tree);
  if (text.size() > kMaxSolveTreeBytes) {
    json omitted = {{"type", "solve-tree"},
                    {"problem", problem_number},
                    {"twin", twin.label},
                    {"omitted", "the tree is too large to show here (" + std::to_string(text.size()) +
                                    " bytes, at most " + std::to_string(kMaxSolveTreeBytes) + ")"}};
    text = dump(omitted);
  }
  return text;
}

void SolveJob::cancel() {
  cancelled_.store(true);
  stop_.store(true);
}

SolveManager::SolveManager(BackgroundRunner run_solve, double time_limit_seconds, size_t output_limit_bytes)
    : run_solve_(std::move(run_solve)),
      time_limit_seconds_(time_limit_seconds),
      output_limit_bytes_(output_limit_bytes) {}

SolveManager::~SolveManager() { cancel_all(); }

int SolveManager::running() {
  std::lock_guard lock(mutex_);
  return static_cast<int>(running_.size());
}

void SolveManager::cancel_all() {
  std::lock_guard lock(mutex_);
  for (const std::shared_ptr<SolveJob>& job : running_) job->cancel();
}

std::shared_ptr<SolveJob> SolveManager::start(std::string text, const std::shared_ptr<GameWatcher>& watcher) {
  if (text.find_first_not_of(" \t\r\n") == std::string::npos)
    throw GameError("the problem text is empty: paste a problem from BeginProblem to EndProblem");
  if (text.size() > kMaxProblemTextBytes)
    throw GameError("the problem text is too long (" + std::to_string(text.size()) + " bytes, at most " +
                    std::to_string(kMaxProblemTextBytes) + ")");
  auto job = std::make_shared<SolveJob>();
  {
    std::lock_guard lock(mutex_);
    if (running_.size() >= static_cast<size_t>(kMaxRunningSolves))
      throw GameError("the server is already solving " + std::to_string(kMaxRunningSolves) +
                      " problems; try again when one has ended");
    running_.push_back(job);
  }
  // Sent before the job is queued, so that the page reads it before anything the worker writes.
  watcher->send(json{{"type", "solving"}, {"time_limit", time_limit_seconds_}}.dump());
  try {
    run_solve_([this, job, text = std::move(text), page = std::weak_ptr<GameWatcher>(watcher)] {
      run(job, text, page);
    });
  } catch (const std::exception& e) {
    // Never started (no memory for the job): its place is free again and the page is told it ended.
    finish(job);
    watcher->send(dump({{"type", "solve-end"},
                        {"result", "failed"},
                        {"reason", std::string("the solve could not be started: ") + e.what()},
                        {"elapsed", 0},
                        {"problems", 0},
                        {"bad_problems", 0}}));
  }
  return job;
}

void SolveManager::finish(const std::shared_ptr<SolveJob>& job) {
  std::lock_guard lock(mutex_);
  std::erase(running_, job);
  job->finished_.store(true);
}

void SolveManager::run(const std::shared_ptr<SolveJob>& job, const std::string& text,
                       const std::weak_ptr<GameWatcher>& page) {
  const Clock::time_point start = Clock::now();
  const auto elapsed = [start] { return std::chrono::duration<double>(Clock::now() - start).count(); };
  solver::SessionResult result;
  bool failed = false;
  {
    OutputToPage output(page, output_limit_bytes_, [&job] {
      job->out_of_room_.store(true);
      job->stop_.store(true);
    });
    ErrorsToPage errors(page);
    std::ostream out(&output);
    std::ostream err(&errors);
    solver::SessionSettings settings;
    settings.solve.hash_megabytes = kSolveHashMegabytes;
    settings.solve.threads = 1;  // the worker pool bounds the cores the solves take
    settings.solve.max_solutions = kMaxSolveSolutions;
    int found_lines_sent = 0;  // (on_line_found calls come one at a time)
    settings.solve.on_line_found = [&](const std::string& line) {
      if (found_lines_sent >= kMaxFoundLinesSent) return;
      ++found_lines_sent;
      if (const auto watcher = page.lock()) watcher->send(dump({{"type", "solve-found"}, {"line", line}}));
    };
    // A twin's tree (direct play, selfmates, reflexmates) as the solver's JSON, for the page's tree view.
    // Its problem is counted among the problems the solver could read, as "replay" counts them.
    // The trees of a solve together stay within the output limit, as its text does.
    int readable = 0;
    int last_problem = 0;
    size_t tree_bytes = 0;
    settings.on_twin_solved = [&](int number, const solver::Problem& problem, const solver::ProblemTwin& twin,
                                  const solver::TwinSolution& solution) {
      if (number != last_problem) {
        last_problem = number;
        ++readable;
      }
      if (const auto watcher = page.lock()) {
        const std::string tree = solve_tree_message(readable, problem, twin, solution);
        if (tree.empty() || tree_bytes + tree.size() > output_limit_bytes_) return;
        tree_bytes += tree.size();
        watcher->send(tree);
      }
    };
    settings.quiet = true;
    settings.interrupt = &job->stop_;
    settings.source_name = "problem";
    settings.on_progress = [&](const solver::SessionProgress& progress) {
      const double seconds = elapsed();
      if (const auto watcher = page.lock())
        watcher->send(dump({{"type", "solve-progress"},
                            {"problem", progress.problem},
                            {"twin", progress.twin},
                            {"depth", progress.depth},
                            {"max_depth", progress.max_depth},
                            {"first_moves_done", progress.root_done},
                            {"first_moves_total", progress.root_total},
                            {"elapsed", seconds},
                            {"positions", progress.positions}}));
    };
    try {
      const TimeLimit limit(time_limit_seconds_, job->out_of_time_, job->stop_);
      result = solver::solve_text(text, settings, out, err);
      if (result.problems == 0)
        err << "error: problem: no problem found (a problem begins with BeginProblem and ends with "
               "EndProblem)\n";
    } catch (const std::exception& e) {
      // The solver reports bad problems itself; anything else (memory) still ends this solve cleanly.
      err << "error: " << e.what() << '\n';
      failed = true;
    }
    out.flush();
  }
  json end = {{"type", "solve-end"},
              {"elapsed", elapsed()},
              {"problems", result.problems},
              {"bad_problems", result.bad_problems}};
  if (job->cancelled_.load()) {
    end["result"] = "cancelled";
    end["reason"] = "cancelled: the solutions shown are those found so far";
  } else if (job->out_of_time_.load()) {
    end["result"] = "cut short";
    end["reason"] = "the time limit of " + std::to_string(static_cast<int>(time_limit_seconds_)) +
                    " s was reached: solutions may be missing";
  } else if (job->out_of_room_.load()) {
    end["result"] = "cut short";
    end["reason"] = "the output reached its limit of " + std::to_string(output_limit_bytes_) +
                    " bytes: the rest is not shown";
  } else if (result.cut_short) {
    // The solver's own reason: the problem's MaxSolutions or this server's kMaxSolveSolutions; an
    // interrupt that is none of ours is the problem's MaxTime.
    end["result"] = "cut short";
    end["reason"] = (result.cut_reason == "solving interrupted" ? "the problem's MaxTime was reached"
                                                                : result.cut_reason) +
                    ": solutions may be missing";
  } else if (failed || result.bad_problems == result.problems) {
    end["result"] = "failed";
    end["reason"] = "nothing could be solved";
  } else {
    end["result"] = "finished";
    end["reason"] = result.bad_problems == 0
                        ? "solution finished"
                        : std::to_string(result.bad_problems) + " of " + std::to_string(result.problems) +
                              " problems could not be solved (see the errors)";
  }
  // Finished before the page hears of it, so that it may start the next solve at once.
  finish(job);
  if (const auto watcher = page.lock()) watcher->send(dump(end));
}

}  // namespace nightrider::web
