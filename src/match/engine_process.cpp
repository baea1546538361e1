#include "match/engine_process.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <thread>

extern char** environ;

namespace nightrider::match {

EngineProcess::EngineProcess(const std::string& command) {
  int ends[2];
  // Close-on-exec, so that an engine started later by another thread does not inherit this one's end and
  // keep it open after this engine exits.
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0)
    throw std::runtime_error(std::string("cannot start the engine '") + command +
                             "': " + std::strerror(errno));
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  // dup2 clears close-on-exec on the copies: the engine keeps its standard input and output.
  posix_spawn_file_actions_adddup2(&actions, ends[1], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO);
  const std::string shell_command = "exec " + command;
  const char* argv[] = {"sh", "-c", shell_command.c_str(), nullptr};
  const int status =
      posix_spawn(&pid_, "/bin/sh", &actions, nullptr, const_cast<char* const*>(argv), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(ends[1]);
  if (status != 0) {
    close(ends[0]);
    throw std::runtime_error(std::string("cannot start the engine '") + command +
                             "': " + std::strerror(status));
  }
  fd_ = ends[0];
}

EngineProcess::~EngineProcess() {
  if (!reaped_ && pid_ > 0 && !wait_for_exit(Clock::now() + std::chrono::milliseconds(500))) {
    kill(pid_, SIGKILL);
    int status = 0;
    while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
  }
  if (fd_ >= 0) close(fd_);
}

bool EngineProcess::send(const std::string& line) {
  const std::string text = line + "\n";
  size_t written = 0;
  while (written < text.size()) {
    const ssize_t n = ::send(fd_, text.data() + written, text.size() - written, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    written += static_cast<size_t>(n);
  }
  return true;
}

std::optional<std::string> EngineProcess::read_line(Clock::time_point deadline) {
  while (true) {
    const size_t newline = buffer_.find('\n');
    if (newline != std::string::npos) {
      std::string line = buffer_.substr(0, newline);
      buffer_.erase(0, newline + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    if (closed_) return std::nullopt;
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    pollfd p{fd_, POLLIN, 0};
    const int ready = poll(&p, 1, static_cast<int>(std::max<int64_t>(left, 0)));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) return std::nullopt;  // the deadline passed
    char chunk[4096];
    const ssize_t n = read(fd_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      closed_ = true;
      continue;  // a last line without a newline is dropped
    }
    buffer_.append(chunk, static_cast<size_t>(n));
  }
}

std::optional<int> EngineProcess::wait_for_exit(Clock::time_point deadline) {
  if (reaped_) return std::nullopt;
  shutdown(fd_, SHUT_WR);
  while (true) {
    int status = 0;
    const pid_t done = waitpid(pid_, &status, WNOHANG);
    if (done == pid_) {
      reaped_ = true;
      return status;
    }
    if (done < 0 && errno != EINTR) {
      reaped_ = true;  // not our child any more: nothing to wait for or kill
      return std::nullopt;
    }
    if (Clock::now() >= deadline) return std::nullopt;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
}

}  // namespace nightrider::match
