// The worker thread a protocol session searches on. It is started and joined by the session's input
// thread only, and a job's last word (UCI's `bestmove`, XBoard's `move`) is sent before the job returns, so
// once join() or stop() has returned the search is over in every respect: nothing the input thread does
// next can overlap the end of a search, and no command has to guess from the output whether a search that
// has answered is still ending.
#pragma once

#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

#include "search/engine.h"

namespace nightrider::protocol {

class SearchThread {
 public:
  explicit SearchThread(Engine& engine) : engine_(engine) {}
  ~SearchThread();  // stops and joins a running job
  SearchThread(const SearchThread&) = delete;
  SearchThread& operator=(const SearchThread&) = delete;

  // Runs `job` on a new thread; a job started before is joined first (waiting for it to return).
  void start(std::function<void()> job);
  // A job was started and has not been joined yet (it may have returned already).
  bool active() const { return thread_.joinable(); }
  // The job has returned, so join() will not block (false when there is no job).
  bool finished() const { return active() && job_returned_.load(); }
  // Waits for the job to return by itself; nothing to do without a job.
  void join();
  // Asks the job to end at once and joins it: the engine's stop (repeated until the search has seen
  // it, since Engine::stop reaches only a search that has begun) and a stop request the job may wait for
  // (wait_for_stop_request). Nothing to do without a job.
  void stop();

  // For the job: blocks until stop() is called (UCI's `go infinite` answers only after `stop`).
  void wait_for_stop_request();

 private:
  Engine& engine_;
  std::thread thread_;
  std::atomic<bool> job_returned_{false};
  std::mutex mutex_;
  std::condition_variable signal_;  // a stop request, or the job's return
  bool stop_requested_ = false;     // guarded by mutex_
};

}  // namespace nightrider::protocol
