// Stress drivers for the engine protocols (issue 23). Each plays thousands of rapid cycles against one
// engine session, in every variant: UCI `position`/`go` (movetime 1–5 ms, depth 1, nodes, now and then
// infinite) with `stop`, `isready`, `ucinewgame`, `setoption`, another `position` or `go` sent at random
// moments; XBoard `setboard` or moves, a time control, `go` and replies sent the moment the engine's move
// arrives, with `?`, `ping`, `force`, `time`, `memory`, `cores`, `analyze` interleaved. After every line
// the engine sends the driver checks the protocol: every `go` gets exactly one `bestmove` (one `move`),
// legal in the position it was asked about; every `isready` its `readyok`, every `ping` its `pong` (after
// the move the engine was thinking about); no error line ever (every command sent is valid). At the end
// the engine must still answer. The interleavings are drawn from a seed; what is checked does not
// depend on timing.
//
// The same drivers run in-process in the unit tests (tests/protocol_stress_test.cpp, also under
// ThreadSanitizer) and against the binary through nightrider_protocol_stress (bench/protocol_stress.sh).
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

namespace nightrider {
class Rules;
class Position;
}  // namespace nightrider

namespace nightrider::protocol_stress {

// The legal moves of `pos` as UCI texts ("e2e4"), for checking an engine's answers.
std::set<std::string> legal_texts(const Rules& rules, Position& pos);

using Clock = std::chrono::steady_clock;

// One side of a conversation with an engine.
class EngineChannel {
 public:
  virtual ~EngineChannel() = default;
  virtual void send(const std::string& line) = 0;
  // The engine's next line, or nullopt if none arrives by `deadline` or the engine has gone (closed()).
  virtual std::optional<std::string> receive(Clock::time_point deadline) = 0;
  virtual bool closed() const = 0;
};

struct StressConfig {
  int cycles = 1000;
  uint64_t seed = 1;
  std::vector<std::string> variants;               // those to play; empty = every variant
  std::chrono::milliseconds answer_limit{10'000};  // the longest wait for a bestmove, readyok, pong
};

struct StressReport {
  std::string failure;  // empty when every check held; else what broke and the last lines exchanged
  int cycles = 0;
  int searches = 0;   // go (and XBoard moves that make the engine think)
  int answers = 0;    // bestmove / move lines, each checked
  int cancelled = 0;  // XBoard searches abandoned by force or new before their move (no move owed)
  int stops = 0;      // stop / ? sent
  int syncs = 0;      // isready / ping answered
  std::map<std::string, int> cycles_per_variant;
  bool ok() const { return failure.empty(); }
  std::string summary() const;  // one line of the counts
};

StressReport stress_uci(EngineChannel& engine, const StressConfig& config);
StressReport stress_xboard(EngineChannel& engine, const StressConfig& config);

// An output stream buffer that collects complete lines for a reader on another thread.
class LineQueueBuffer : public std::streambuf {
 public:
  std::optional<std::string> pop(Clock::time_point deadline);

 protected:
  int overflow(int c) override;
  std::streamsize xsputn(const char* s, std::streamsize n) override;

 private:
  void append(const char* s, size_t n);  // with mutex_ held
  std::mutex mutex_;
  std::condition_variable arrived_;
  std::string partial_;
  std::deque<std::string> lines_;
};

// A protocol session (UciSession, XboardSession) in this process: each line sent goes to its handle() on
// the calling thread, as its input loop would pass it; its output, from both of its threads, is read
// line by line.
template <class Session>
class InProcessChannel : public EngineChannel {
 public:
  InProcessChannel() : out_(&buffer_), session_(unused_input_, out_) {}
  void send(const std::string& line) override {
    if (!quit_ && !session_.handle(line)) quit_ = true;
  }
  std::optional<std::string> receive(Clock::time_point deadline) override { return buffer_.pop(deadline); }
  bool closed() const override { return false; }  // an answer that does not come shows as a timeout

 private:
  LineQueueBuffer buffer_;
  std::ostream out_;
  std::istringstream unused_input_;
  bool quit_ = false;
  Session session_;  // last: destroyed (its search stopped) before the buffer it writes to
};

}  // namespace nightrider::protocol_stress
