// Engine jobs for the web tests, held until the test runs them: a test can look at a game while its
// engine "thinks" (src/web/game_manager.h BackgroundRunner).
#pragma once

#include <deque>
#include <functional>
#include <utility>

#include "web/game_manager.h"

namespace nightrider::web::testing {

struct HeldJobs {
  std::deque<std::function<void()>> jobs;
  BackgroundRunner runner() {
    return [this](std::function<void()> job) { jobs.push_back(std::move(job)); };
  }
  void run_all() {
    while (!jobs.empty()) {
      auto job = std::move(jobs.front());
      jobs.pop_front();
      job();
    }
  }
};

}  // namespace nightrider::web::testing
