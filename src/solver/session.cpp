#include "solver/session.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <optional>
#include <sstream>
#include <thread>

#include "solver/json_writer.h"
#include "solver/popeye_reader.h"
#include "solver/popeye_writer.h"

namespace nightrider::solver {
namespace {

using Clock = std::chrono::steady_clock;

// "42 s", "7 min", "3.5 h", "2.1 days".
std::string duration_text(double seconds) {
  char text[32];
  if (seconds < 120)
    std::snprintf(text, sizeof text, "%.0f s", seconds);
  else if (seconds < 7200)
    std::snprintf(text, sizeof text, "%.0f min", seconds / 60);
  else if (seconds < 172800)
    std::snprintf(text, sizeof text, "%.1f h", seconds / 3600);
  else
    std::snprintf(text, sizeof text, "%.1f days", seconds / 86400);
  return text;
}

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
      char line[320];
      char roots[120] = "";
      const int depth = progress_.depth.load(), done = progress_.root_done.load(),
                total = progress_.root_total.load();
      if (depth != length_) {  // (a new length: its estimate starts afresh)
        length_ = depth;
        length_start_ = seconds;
        done_at_start_ = done;
      }
      if (total > 0) {
        const int n = std::snprintf(roots, sizeof roots, ", first moves %d/%d", done, total);
        // The time left at this length, from the pace of its first moves so far.
        const double spent = seconds - length_start_;
        if (done > done_at_start_ && done < total && spent > 0 && n > 0)
          std::snprintf(roots + n, sizeof roots - static_cast<size_t>(n), " (about %s left)",
                        duration_text(spent / (done - done_at_start_) * (total - done)).c_str());
      }
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
  int length_ = -1;  // the length the estimate of time left is for
  double length_start_ = 0;
  int done_at_start_ = 0;
  std::thread thread_;
};

}  // namespace

SessionResult solve_text(std::string_view text, const SessionSettings& settings, std::ostream& out,
                         std::ostream& err) {
  SessionResult result;
  const std::vector<ReadProblem> problems = read_problems(text);
  std::optional<SolverTable> own_table;
  if (settings.solve.shared_table_memory)
    own_table.emplace(settings.solve.hash_megabytes, settings.solve.shared_table_memory);
  else
    own_table.emplace(settings.solve.hash_megabytes);
  SolverTable& table = *own_table;
  // The output goes out in units (see checkpoint.h): a resumed solve writes the units its checkpoint
  // holds and skips their work.
  SolveCheckpoint* const checkpoint = settings.checkpoint;
  const int units_done = checkpoint ? checkpoint->units_done() : 0;
  if (units_done > 0) {
    out << checkpoint->output();
    out.flush();
    result.bad_problems = checkpoint->bad_problems();
  }
  int unit = 0;
  const auto unit_to_do = [&] { return unit++ >= units_done; };
  // (MoveNumbers: Popeye's count of first moves goes on through a problem's twins; a resumed solve takes
  // it from the checkpoint.)
  size_t numbered_in_problem = checkpoint ? checkpoint->numbered_first_moves() : 0;
  const auto unit_written = [&](const std::ostringstream& text, bool complete = true) {
    // (Line by line: a reader with an output limit, the web page's, keeps every whole line that fits.)
    const std::string& whole = text.str();
    for (size_t at = 0; at < whole.size();) {
      const size_t end = std::min(whole.find('\n', at), whole.size() - 1) + 1;
      out.write(whole.data() + at, static_cast<std::streamsize>(end - at));
      at = end;
    }
    out.flush();
    if (checkpoint && complete) checkpoint->unit_done(text.str(), result.bad_problems, numbered_in_problem);
  };
  int number = 0;
  for (const ReadProblem& read : problems) {
    ++number;
    ++result.problems;
    if (const auto* error = std::get_if<ProblemError>(&read)) {
      if (!unit_to_do()) continue;
      ++result.bad_problems;
      err << "error: " << settings.source_name << ":" << error->where.line << ":" << error->where.column
          << ": " << error->message << '\n';
      std::ostringstream unit_text;
      if (settings.format == OutputFormat::Json) write_json_error(unit_text, number, *error);
      unit_written(unit_text);
      continue;
    }
    const Problem& problem = std::get<Problem>(read);
    // Popeye writes its text in the language of the problem's keywords; the JSON output stays English.
    SolveSettings solve_settings = settings.solve;
    const PopeyeLanguage language = settings.format == OutputFormat::Text
                                        ? popeye_language(problem.input_language)
                                        : PopeyeLanguage::English;
    solve_settings.language = language;
    if (checkpoint) solve_settings.root_results = checkpoint;
    RootResults* const shared_roots = solve_settings.root_results;
    if (unit_to_do()) {
      numbered_in_problem = 0;
      // (Each unit is asked for once: a problem's warnings go with its header, not again on a resume.)
      for (const auto& [where, message] : problem.warnings)
        err << "warning: " << settings.source_name << ":" << where.line << ":" << where.column << ": "
            << message << '\n';
      std::ostringstream unit_text;
      if (settings.format == OutputFormat::Text)
        write_problem_header(unit_text, problem, language, post_key_defender_in_check(problem.twins.front()));
      unit_written(unit_text);  // (the diagram shows before a long solve begins)
    }
    bool problem_failed = false;
    bool partial = false;  // (a twin stopped at the problem's own MaxSolutions)
    for (const ProblemTwin& twin : problem.twins) {
      if (!unit_to_do()) continue;
      SearchControl control;
      // (A process that follows another's stops keeps no limits of its own: it stops when told.)
      std::atomic<bool>* const told_to_stop = shared_roots ? shared_roots->stop_flag() : nullptr;
      control.interrupt = told_to_stop ? told_to_stop : settings.interrupt;
      if (!told_to_stop) control.max_nodes = settings.max_positions;
      control.poll_interval = std::max<uint64_t>(1, settings.poll_interval);
      std::optional<double> max_time = twin.options.max_time;
      if (settings.max_time && (!max_time || *settings.max_time < *max_time)) max_time = settings.max_time;
      if (max_time && !told_to_stop)
        control.deadline = Clock::now() + std::chrono::milliseconds(static_cast<long long>(*max_time * 1000));
      SolveProgress progress;
      TwinSolution solution;
      {
        std::optional<ProgressLine> line;
        if (!settings.quiet || settings.on_progress)
          line.emplace(err, !settings.quiet, settings, control, progress, number, twin.label);
        solution = solve_twin(twin, solve_settings, control, progress, table);
      }
      partial = partial || solution.partial;
      if (solution.cut_short && !result.cut_short) {
        result.cut_short = true;
        result.cut_reason = solution.cut_reason;
      }
      for (const std::string& notice : solution.notices)
        err << "note: " << settings.source_name << ":" << problem.where.line << ": " << notice
            << ": that play has no solution\n";
      if (!solution.error.empty()) {
        // (Counted at once, so that a checkpoint taken after this twin counts it.)
        if (!problem_failed) ++result.bad_problems;
        problem_failed = true;
        err << "error: " << settings.source_name << ":" << problem.where.line << ": " << solution.error
            << '\n';
      }
      const bool interrupted = settings.interrupt && settings.interrupt->load();
      if (shared_roots ? shared_roots->end_of_twin(interrupted) : interrupted) result.interrupted = true;
      std::ostringstream unit_text;
      if (settings.format == OutputFormat::Text) {
        write_twin(unit_text, solution, language, numbered_in_problem);
        numbered_in_problem += numbered_first_moves(solution);
        if (solution.partial) {
          // (Popeye, stopped at its MaxSolutions, leaves out the blank line that ends the twin's play.)
          std::string text = unit_text.str();
          if (text.ends_with("\n\n")) text.pop_back();
          unit_text.str(text);
          unit_text.seekp(0, std::ios::end);
        }
        // (The next twin's remarks and warning go before this twin's last blank line, as in Popeye.)
        const size_t index = static_cast<size_t>(&twin - problem.twins.data());
        if (index + 1 < problem.twins.size()) {
          if (const std::string notes = twin_notes(problem.twins[index + 1], language); !notes.empty()) {
            std::string text = unit_text.str();
            text.insert(text.ends_with("\n\n") ? text.size() - 1 : text.size(), notes);
            unit_text.str(text);
            unit_text.seekp(0, std::ios::end);
          }
        }
      } else {
        write_json_twin(unit_text, number, problem, twin, solution);
      }
      // (An interrupted twin shows what it found, but stays to do in the checkpoint.)
      unit_written(unit_text, !result.interrupted);
      if (settings.on_twin_solved) settings.on_twin_solved(number, problem, twin, solution);
      if (result.interrupted) break;
    }
    if (unit_to_do() || result.interrupted) {
      std::ostringstream unit_text;
      if (settings.format == OutputFormat::Text) write_problem_end(unit_text, language, partial);
      unit_written(unit_text, !result.interrupted);
    }
    if (result.interrupted) break;
  }
  return result;
}

}  // namespace nightrider::solver
