// An engine run as a child process and spoken to line by line, as a tournament manager speaks to a UCI or
// XBoard engine: `/bin/sh -c "exec COMMAND"` with its standard input and output on one end of a socket
// pair (its standard error is the caller's). Writing to an engine that has exited fails with an error
// instead of raising SIGPIPE, and every read has a deadline, so a silent or dead engine never hangs the
// caller.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <stdexcept>
#include <string>

namespace nightrider::match {

class EngineProcess {
 public:
  using Clock = std::chrono::steady_clock;

  // Starts the engine; throws std::runtime_error if the shell cannot be started.
  explicit EngineProcess(const std::string& command);
  // Closes the engine's input, gives it `grace` to exit by itself, then kills it (SIGKILL).
  ~EngineProcess();
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;

  // Writes `line` and a newline; false if the engine no longer reads its input.
  bool send(const std::string& line);
  // The next line the engine writes (without the newline, a trailing '\r' removed), or nullopt when none
  // is complete by `deadline` or the engine has closed its output (then closed() is true).
  std::optional<std::string> read_line(Clock::time_point deadline);
  bool closed() const { return closed_; }

  // Closes the engine's input and waits until `deadline` for it to exit; its exit status (as waitpid
  // reports it), or nullopt if it is still running. After that the destructor has nothing to kill.
  std::optional<int> wait_for_exit(Clock::time_point deadline);

  pid_t pid() const { return pid_; }

 private:
  pid_t pid_ = -1;
  int fd_ = -1;  // our end of the socket pair
  std::string buffer_;
  bool closed_ = false;
  bool reaped_ = false;
};

}  // namespace nightrider::match
