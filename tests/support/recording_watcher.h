// A game watcher for the web tests: it keeps every message the game manager sends it, parsed, until the
// test takes them (src/web/game_manager.h GameWatcher; send may come from an engine thread).
#pragma once

#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "web/game_manager.h"

namespace nightrider::web::testing {

class RecordingWatcher : public GameWatcher {
 public:
  void send(std::string message) override {
    std::lock_guard lock(mutex_);
    received_.push_back(nlohmann::json::parse(message));
  }
  std::vector<nlohmann::json> take() {
    std::lock_guard lock(mutex_);
    return std::exchange(received_, {});
  }

 private:
  std::mutex mutex_;
  std::vector<nlohmann::json> received_;
};

}  // namespace nightrider::web::testing
