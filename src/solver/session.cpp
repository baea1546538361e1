#include "solver/session.h"

#include <algorithm>
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

// Once a second while a twin is being solved, from the first second on: prints a progress line on the
// error stream (unless quiet) and hands the same figures to the session's on_progress.
class ProgressLine {
 public:
  ProgressLine(std::ostream& err, bool print, const SessionSettings& settings, const SearchControl& control,
               const SolveProgress& progress, int problem, std::string twin)
      : err_(err),
        print_(print),
        on_progress_(settings.on_progress),
        control_(control),
        progress_(progress),
        problem_(problem),
        twin_(std::move(twin)),
        start_(Clock::now()),
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
      const uint64_t positions = control_.nodes.load(std::memory_order_relaxed);
      if (on_progress_)
        on_progress_({problem_, twin_, progress_.depth.load(), progress_.max_depth.load(),
                      progress_.root_done.load(), progress_.root_total.load(), seconds, positions});
      if (!print_) continue;
      const double nodes = static_cast<double>(positions);
      std::string what = "problem " + std::to_string(problem_);
      if (!twin_.empty()) what += " " + twin_;
      char line[240];
      char roots[64] = "";
      if (progress_.root_total.load() > 0)
        std::snprintf(roots, sizeof roots, ", first moves %d/%d", progress_.root_done.load(),
                      progress_.root_total.load());
      std::snprintf(line, sizeof line,
                    "\rsolving %s: length %d of %d%s, %.0f s, %.1f M positions, %.2f M/s   ", what.c_str(),
                    progress_.depth.load(), progress_.max_depth.load(), roots, seconds, nodes / 1e6,
                    nodes / 1e6 / seconds);
      err_ << line << std::flush;
      printed_ = true;
    }
  }

  std::ostream& err_;
  const bool print_;
  const std::function<void(const SessionProgress&)>& on_progress_;
  const SearchControl& control_;
  const SolveProgress& progress_;
  const int problem_;
  const std::string twin_;
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
      err << "error: " << settings.source_name << ":" << error->where.line << ":" << error->where.column
          << ": " << error->message << '\n';
      if (settings.format == OutputFormat::Json) write_json_error(out, number, *error);
      continue;
    }
    const Problem& problem = std::get<Problem>(read);
    // Popeye writes its text in the language of the problem's keywords; the JSON output stays English.
    SolveSettings solve_settings = settings.solve;
    const PopeyeLanguage language =
        settings.format == OutputFormat::Text ? popeye_language(problem.input_language) : PopeyeLanguage::English;
    solve_settings.language = language;
    if (settings.format == OutputFormat::Text) {
      write_problem_header(out, problem, language);
      out.flush();  // the diagram shows before a long solve begins
    }
    bool problem_failed = false;
    for (const ProblemTwin& twin : problem.twins) {
      SearchControl control;
      control.interrupt = settings.interrupt;
      control.max_nodes = settings.max_positions;
      control.poll_interval = std::max<uint64_t>(1, settings.poll_interval);
      std::optional<double> max_time = twin.options.max_time;
      if (settings.max_time && (!max_time || *settings.max_time < *max_time)) max_time = settings.max_time;
      if (max_time)
        control.deadline = Clock::now() + std::chrono::milliseconds(static_cast<long long>(*max_time * 1000));
      SolveProgress progress;
      TwinSolution solution;
      {
        std::optional<ProgressLine> line;
        if (!settings.quiet || settings.on_progress)
          line.emplace(err, !settings.quiet, settings, control, progress, number, twin.label);
        solution = solve_twin(twin, solve_settings, control, progress, table);
      }
      if (solution.cut_short && !result.cut_short) {
        result.cut_short = true;
        result.cut_reason = solution.cut_reason;
      }
      for (const std::string& notice : solution.notices)
        err << "note: " << settings.source_name << ":" << problem.where.line << ": " << notice
            << ": that play has no solution\n";
      if (!solution.error.empty()) {
        problem_failed = true;
        err << "error: " << settings.source_name << ":" << problem.where.line << ": " << solution.error
            << '\n';
      }
      if (settings.format == OutputFormat::Text) {
        if (&twin != &problem.twins.front()) write_twin_warnings(out, twin);
        write_twin(out, solution, language);
      }
      else
        write_json_twin(out, number, problem, twin, solution);
      out.flush();
      if (settings.on_twin_solved) settings.on_twin_solved(number, problem, twin, solution);
      if (settings.interrupt && settings.interrupt->load()) {
        result.interrupted = true;
        break;
      }
    }
    if (problem_failed) ++result.bad_problems;
    if (settings.format == OutputFormat::Text) write_problem_end(out, language);
    if (result.interrupted) break;
  }
  return result;
}

}  // namespace nightrider::solver
