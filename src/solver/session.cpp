#include "solver/session.h"

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <thread>

#include "solver/json_writer.h"
#include "solver/popeye_reader.h"
#include "solver/popeye_writer.h"

namespace nightrider::solver {
namespace {

using Clock = std::chrono::steady_clock;

// Prints a progress line on the error stream once a second while a twin is being solved, from the
// first second on.
class ProgressLine {
 public:
  ProgressLine(std::ostream& err, const SearchControl& control, const SolveProgress& progress, std::string what)
      : err_(err), control_(control), progress_(progress), what_(std::move(what)), start_(Clock::now()),
        thread_([this] { run(); }) {}
  ~ProgressLine() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    wake_.notify_all();
    thread_.join();
    if (printed_) err_ << '\n' << std::flush;
  }

 private:
  void run() {
    std::unique_lock<std::mutex> lock(mutex_);
    while (!wake_.wait_for(lock, std::chrono::seconds(1), [this] { return done_; })) {
      const double seconds = std::chrono::duration<double>(Clock::now() - start_).count();
      const double nodes = static_cast<double>(control_.nodes.load(std::memory_order_relaxed));
      char line[240];
      char roots[64] = "";
      if (progress_.root_total.load() > 0)
        std::snprintf(roots, sizeof roots, ", first moves %d/%d", progress_.root_done.load(),
                      progress_.root_total.load());
      std::snprintf(line, sizeof line, "\rsolving %s: length %d of %d%s, %.0f s, %.1f M positions, %.2f M/s   ",
                    what_.c_str(), progress_.depth.load(), progress_.max_depth.load(), roots, seconds, nodes / 1e6,
                    nodes / 1e6 / seconds);
      err_ << line << std::flush;
      printed_ = true;
    }
  }

  std::ostream& err_;
  const SearchControl& control_;
  const SolveProgress& progress_;
  std::string what_;
  Clock::time_point start_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool done_ = false;
  bool printed_ = false;
  std::thread thread_;
};

}  // namespace

SessionResult solve_text(std::string_view text, const SessionSettings& settings, std::ostream& out,
                         std::ostream& err) {
  SessionResult result;
  const std::vector<ReadProblem> problems = read_problems(text);
  SolverTable table(settings.solve.hash_megabytes);
  int number = 0;
  for (const ReadProblem& read : problems) {
    ++number;
    ++result.problems;
    if (const auto* error = std::get_if<ProblemError>(&read)) {
      ++result.bad_problems;
      err << "error: " << settings.source_name << ":" << error->where.line << ":" << error->where.column << ": "
          << error->message << '\n';
      if (settings.format == OutputFormat::Json) write_json_error(out, number, *error);
      continue;
    }
    const Problem& problem = std::get<Problem>(read);
    if (settings.format == OutputFormat::Text) write_problem_header(out, problem);
    bool problem_failed = false;
    for (const ProblemTwin& twin : problem.twins) {
      SearchControl control;
      control.interrupt = settings.interrupt;
      std::optional<double> max_time = twin.options.max_time;
      if (settings.max_time && (!max_time || *settings.max_time < *max_time)) max_time = settings.max_time;
      if (max_time) control.deadline = Clock::now() + std::chrono::milliseconds(static_cast<long long>(*max_time * 1000));
      SolveProgress progress;
      TwinSolution solution;
      {
        std::optional<ProgressLine> line;
        std::string what = "problem " + std::to_string(number);
        if (!twin.label.empty()) what += " " + twin.label;
        if (!settings.quiet) line.emplace(err, control, progress, what);
        solution = solve_twin(twin, settings.solve, control, progress, table);
      }
      if (!solution.error.empty()) {
        problem_failed = true;
        err << "error: " << settings.source_name << ":" << problem.where.line << ": " << solution.error << '\n';
      }
      if (settings.format == OutputFormat::Text)
        write_twin(out, solution);
      else
        write_json_twin(out, number, problem, twin, solution);
      out.flush();
      if (settings.interrupt && settings.interrupt->load()) {
        result.interrupted = true;
        break;
      }
    }
    if (problem_failed) ++result.bad_problems;
    if (settings.format == OutputFormat::Text) write_problem_end(out);
    if (result.interrupted) break;
  }
  return result;
}

}  // namespace nightrider::solver
