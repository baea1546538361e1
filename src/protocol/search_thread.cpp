#include "protocol/search_thread.h"

#include <chrono>

namespace nightrider::protocol {

SearchThread::~SearchThread() { stop(); }

void SearchThread::start(std::function<void()> job) {
  join();
  {
    std::lock_guard lock(mutex_);
    stop_requested_ = false;
    job_returned_ = false;
  }
  thread_ = std::thread([this, job = std::move(job)] {
    job();
    {
      std::lock_guard lock(mutex_);
      job_returned_ = true;
    }
    signal_.notify_all();
  });
}

void SearchThread::join() {
  if (thread_.joinable()) thread_.join();
}

void SearchThread::stop() {
  if (!thread_.joinable()) return;
  std::unique_lock lock(mutex_);
  stop_requested_ = true;
  signal_.notify_all();
  while (!job_returned_) {
    lock.unlock();
    engine_.stop();
    lock.lock();
    signal_.wait_for(lock, std::chrono::milliseconds(1), [this] { return job_returned_.load(); });
  }
  lock.unlock();
  thread_.join();
}

void SearchThread::wait_for_stop_request() {
  std::unique_lock lock(mutex_);
  signal_.wait(lock, [this] { return stop_requested_; });
}

}  // namespace nightrider::protocol
