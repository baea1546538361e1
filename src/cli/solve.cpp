// `nightrider solve FILE|-`: solves every problem of a file written in Popeye's input language and
// prints the solutions in Popeye's layout (or JSON). Problems that cannot be read are reported with
// line and column and the next problem is still solved; the exit status is then 2.
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>
#include <thread>

#include "cli/cli.h"
#include "solver/checkpoint.h"
#include "solver/mpi/distributed.h"
#include "solver/session.h"

#ifndef NIGHTRIDER_VERSION
#define NIGHTRIDER_VERSION "unknown"
#endif

namespace nightrider::cli {
namespace {

// Set by Ctrl-C; the solve prints what it has found and stops. (A signal handler can only reach a
// flag with static storage.)
std::atomic<bool> interrupt_requested{false};

extern "C" void on_interrupt(int) { interrupt_requested.store(true); }

struct SolveOptions {
  std::string file;
  std::string format = "text";
  size_t hash_megabytes = solver::SolveSettings{}.hash_megabytes;
  int threads = 0;
  bool quiet = false;
  bool general_path = false;
  double max_time = 0;                  // 0 = none
  int64_t max_positions = 0;            // 0 = none
  std::vector<std::string> conditions;  // --condition "Name [argument ...]"
  std::string checkpoint;               // --checkpoint FILE
  std::string resume;                   // --resume FILE
  double checkpoint_every = 60;         // seconds between two saves
  bool mpi = false;                     // --mpi: one process of an MPI job (mpirun)
};

// Saves the checkpoint every so many seconds while the solve runs (when something changed), and once
// more when it ends. A save that fails is reported once and the solve goes on.
class CheckpointWriter {
 public:
  CheckpointWriter(solver::SolveCheckpoint& checkpoint, std::string path, double every_seconds)
      : checkpoint_(checkpoint),
        path_(std::move(path)),
        every_(std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::duration<double>(every_seconds))),
        thread_([this] { run(); }) {}
  ~CheckpointWriter() { finish(); }
  CheckpointWriter(const CheckpointWriter&) = delete;
  CheckpointWriter& operator=(const CheckpointWriter&) = delete;

  // Stops the periodic saves and saves the final state.
  void finish() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (done_) return;
      done_ = true;
    }
    wake_.notify_all();
    thread_.join();
    save();
  }

 private:
  void run() {
    std::unique_lock<std::mutex> lock(mutex_);
    while (!wake_.wait_for(lock, every_, [this] { return done_; })) {
      if (!checkpoint_.changed()) continue;
      lock.unlock();
      save();
      lock.lock();
    }
  }
  void save() {
    try {
      checkpoint_.save(path_);
    } catch (const std::exception& e) {
      if (!warned_.exchange(true)) std::cerr << "warning: " << e.what() << " (the solve goes on)\n";
    }
  }

  solver::SolveCheckpoint& checkpoint_;
  const std::string path_;
  const std::chrono::milliseconds every_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool done_ = false;
  std::atomic<bool> warned_{false};
  std::thread thread_;
};

// What, besides the problem text, shapes a solve's output: a checkpoint is only resumed under the same.
std::string output_settings(const SolveOptions& options) {
  std::string settings = std::string("version ") + NIGHTRIDER_VERSION + "\nformat " + options.format +
                         "\ngeneral-path " + (options.general_path ? "1" : "0");
  for (const std::string& condition : options.conditions) settings += "\ncondition " + condition;
  return settings;
}

// The machine's memory in megabytes, if the system says.
std::optional<size_t> physical_memory_megabytes() {
  const long pages = sysconf(_SC_PHYS_PAGES);
  const long page_size = sysconf(_SC_PAGESIZE);
  if (pages <= 0 || page_size <= 0) return std::nullopt;
  return static_cast<size_t>((static_cast<uint64_t>(pages) * static_cast<uint64_t>(page_size)) >> 20);
}

std::string read_input(const std::string& file) {
  if (file == "-") {
    std::ostringstream text;
    text << std::cin.rdbuf();
    return text.str();
  }
  std::ifstream in(file, std::ios::binary);
  if (!in) throw InputError("cannot open problem file '" + file + "'");
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void run_solve(const SolveOptions& options) {
  solver::SessionSettings settings;
  if (options.format == "json")
    settings.format = solver::OutputFormat::Json;
  else if (options.format != "text")
    throw InputError("unknown format '" + options.format + "': use text or json");
  if (options.hash_megabytes < 1 || options.hash_megabytes > (1u << 20))
    throw InputError("bad --hash " + std::to_string(options.hash_megabytes) +
                     ": give megabytes from 1 to 1048576");
  // A table larger than the machine's memory would be mapped (the system gives address space freely)
  // and then fail, or swap, once the search filled it: refuse it now.
  if (const std::optional<size_t> memory = physical_memory_megabytes();
      memory && options.hash_megabytes > *memory)
    throw InputError("bad --hash " + std::to_string(options.hash_megabytes) +
                     ": more than this machine's memory (" + std::to_string(*memory) + " MB)");
  if (options.threads < 0 || options.threads > 1024)
    throw InputError("bad --threads " + std::to_string(options.threads) + ": give 1 to 1024 (0 = all cores)");
  // Under MPI rank 0 reads the problems and gives the text to the others (only it needs the file); the
  // others solve in step with it, silently (see solver/mpi/distributed.h).
  std::optional<solver::mpi::MpiSession> mpi;
  std::optional<solver::mpi::DistributedRoots> shared_roots;
  if (options.mpi) {
    if (!options.checkpoint.empty() || !options.resume.empty())
      throw InputError("--mpi does not go with --checkpoint or --resume yet: give one or the other");
    try {
      mpi.emplace();
    } catch (const solver::mpi::MpiUnavailable& e) {
      throw InputError(e.what());
    }
  }
  const bool follower = mpi && mpi->rank() != 0;
  std::string text;
  if (mpi) {
    std::string read = "0";  // (a first byte: whether rank 0 could read the file)
    if (!follower) {
      try {
        read = "1" + read_input(options.file);
      } catch (const InputError& e) {
        read = std::string("0") + e.what();
      }
    }
    read = mpi->broadcast(std::move(read));
    if (read.empty() || read[0] != '1') {
      if (follower) return;  // (see below: rank 0 gives the job's status)
      throw InputError(read.substr(1));
    }
    text = read.substr(1);
    if (mpi->size() > 1) {
      // The processes of the job on one host share one table, as threads do (docs/scale.md): a position
      // that two first moves reach is then searched once on that host, not once in each process. (Asked
      // before the dealer's threads start: until then this thread is the only one calling MPI.)
      settings.solve.shared_table_memory =
          mpi->host_shared_memory(solver::SolverTable::shared_bytes(options.hash_megabytes));
      // (Without it the solve is the same, each process with a table of its own.)
      if (!settings.solve.shared_table_memory && !follower)
        std::cerr << "warning: --mpi: MPI could not give the processes of a host " << options.hash_megabytes
                  << " MB to share a table in (is /dev/shm large enough? a smaller --hash fits better); each "
                     "process keeps a table of its own\n";
      shared_roots.emplace(*mpi);
      settings.solve.root_results = &*shared_roots;
    }
  } else {
    text = read_input(options.file);
  }
  settings.solve.hash_megabytes = options.hash_megabytes;
  // (Under MPI the processes share the cores: one thread each unless asked.)
  settings.solve.threads = options.threads > 0 ? options.threads
                           : options.mpi       ? 1
                                         : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  settings.solve.force_general_path = options.general_path;
  settings.quiet = options.quiet || follower;
  if (options.max_time < 0) throw InputError("bad --max-time: give seconds (0 = no limit)");
  for (const std::string& text : options.conditions) {
    ConditionRequest request = parse_condition_option(text);
    settings.solve.extra_conditions.push_back({std::move(request.name), std::move(request.arguments), {}});
  }
  if (options.max_time > 0) settings.max_time = options.max_time;
  if (options.max_positions < 0)
    throw InputError("bad --max-positions: give a number of positions (0 = no limit)");
  if (options.max_positions > 0) settings.max_positions = static_cast<uint64_t>(options.max_positions);
  settings.source_name = options.file;
  // (A follower stops when rank 0 says so; mpirun hands Ctrl-C to every process.)
  settings.interrupt = follower ? nullptr : &interrupt_requested;

  // --checkpoint FILE keeps the progress in FILE; --resume FILE goes on from it (and keeps it there,
  // unless --checkpoint names another file).
  if (!(options.checkpoint_every > 0) || options.checkpoint_every > 86400)
    throw InputError("bad --checkpoint-every: give seconds, more than 0 and at most 86400");
  const std::string checkpoint_path = options.checkpoint.empty() ? options.resume : options.checkpoint;
  std::unique_ptr<solver::SolveCheckpoint> checkpoint;
  const uint64_t identity = solver::SolveCheckpoint::identity_of(text, output_settings(options));
  if (!options.resume.empty()) {
    try {
      checkpoint = solver::SolveCheckpoint::load(options.resume, identity);
    } catch (const std::runtime_error& e) {
      throw InputError(e.what());
    }
  } else if (!options.checkpoint.empty()) {
    if (access(options.checkpoint.c_str(), F_OK) == 0)
      throw InputError("checkpoint '" + options.checkpoint + "' exists: go on with --resume " +
                       options.checkpoint + ", or remove it to start again");
    checkpoint = std::make_unique<solver::SolveCheckpoint>(identity);
  }
  std::optional<CheckpointWriter> writer;
  if (checkpoint) {
    settings.checkpoint = checkpoint.get();
    writer.emplace(*checkpoint, checkpoint_path, options.checkpoint_every);
  }

  std::signal(SIGINT, follower ? SIG_IGN : on_interrupt);
  // SIGTERM too, like Ctrl-C, when there is something to save or other processes to stop (mpirun turns
  // Ctrl-C into a SIGTERM for every process).
  if (checkpoint || options.mpi) std::signal(SIGTERM, on_interrupt);
  if (follower) std::signal(SIGTERM, SIG_IGN);
  std::ostream nowhere(nullptr);  // (a follower's output and messages: rank 0 writes them)
  const solver::SessionResult result =
      solver::solve_text(text, settings, follower ? nowhere : std::cout, follower ? nowhere : std::cerr);
  std::signal(SIGINT, SIG_DFL);
  std::signal(SIGTERM, SIG_DFL);
  std::cout.flush();
  if (writer) writer->finish();
  // A follower ends with status 0 whatever happened: rank 0 prints the messages and gives the job's
  // status, and mpirun would stop rank 0 before it printed them if another process ended with an error.
  if (follower) return;
  if (result.interrupted) {
    std::cerr << "solving interrupted: the solutions printed are those found so far\n";
    if (checkpoint)
      std::cerr << "the progress is kept in " << checkpoint_path << ": go on with --resume "
                << checkpoint_path << '\n';
    throw ExitStatus(130);
  }
  if (result.bad_problems > 0) {
    std::cerr << result.bad_problems << " of " << result.problems << " problem"
              << (result.problems == 1 ? "" : "s") << " could not be solved (see the errors above)\n";
    throw ExitStatus(kExitBadInput);
  }
}

}  // namespace

void add_solve_command(CLI::App& app) {
  auto options = std::make_shared<SolveOptions>();
  CLI::App* command = app.add_subcommand("solve", "Solve chess problems written in Popeye's input language");
  command->add_option("file", options->file, "Problem file, or - for standard input")
      ->required()
      ->type_name("FILE|-");
  command
      ->add_option("--format", options->format,
                   "Output: text (Popeye's layout) or json (one object per twin)")
      ->type_name("text|json")
      ->capture_default_str();
  command
      ->add_option(
          "--hash", options->hash_megabytes,
          "Transposition table size in megabytes (under --mpi: one table per host, shared by its processes)")
      ->type_name("MB")
      ->capture_default_str();
  command->add_option("--threads", options->threads, "Threads per problem (0 = all cores)")
      ->type_name("N")
      ->capture_default_str();
  command->add_flag("--quiet,-q", options->quiet, "No progress lines on stderr");
  command
      ->add_option("--max-time", options->max_time,
                   "Seconds per twin before the solve is cut short, like the MaxTime option (0 = none)")
      ->type_name("S")
      ->capture_default_str();
  command
      ->add_option("--max-positions", options->max_positions,
                   "Positions per twin before the solve is cut short, a limit that does not depend on the "
                   "machine's speed (0 = none)")
      ->type_name("N")
      ->capture_default_str();
  command->add_flag("--general-path", options->general_path,
                    "Solve orthodox problems through the general rules core (for testing)");
  command->footer(
      "Keywords in English, French or German, abbreviated as Popeye allows. Progress goes to stderr\n"
      "after the first second. Ctrl-C or the MaxTime option print what was found so far.\n"
      "With --checkpoint FILE a solve interrupted by Ctrl-C, a kill or a reboot goes on with --resume FILE.\n"
      "Exit status: 0 solved, 2 some problem could not be read or solved, 130 interrupted.\n"
      "Example: nightrider solve problems.txt --threads 2");
  command
      ->add_option("--checkpoint", options->checkpoint,
                   "Keep the progress in FILE (saved every --checkpoint-every seconds and at the end), "
                   "to go on after an interruption with --resume FILE")
      ->type_name("FILE");
  command
      ->add_option("--resume", options->resume,
                   "Go on with the solve kept in FILE by --checkpoint: prints what an uninterrupted "
                   "solve prints")
      ->type_name("FILE");
  command->add_flag("--mpi", options->mpi,
                    "One process of an MPI job: `mpirun -np N nightrider solve --mpi FILE` splits the solve "
                    "over N processes (docs/scale.md)");
  command
      ->add_option("--checkpoint-every", options->checkpoint_every,
                   "Seconds between two saves of the checkpoint")
      ->type_name("S")
      ->capture_default_str();
  add_condition_option(*command, options->conditions,
                       "A fairy condition added to every problem, by its Popeye name (repeatable)");
  command->callback([options] { run_solve(*options); });
}

}  // namespace nightrider::cli
