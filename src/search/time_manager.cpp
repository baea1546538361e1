#include "search/time_manager.h"

#include <algorithm>

#include "search/engine.h"

namespace nightrider {

void TimeManager::start(Clock::time_point start, const SearchLimits& limits, Colour side, int fullmove,
                        int64_t overhead_ms) {
  start_ = start;
  soft_ms_ = hard_ms_ = 0;
  if (limits.infinite) return;
  if (limits.movetime_ms > 0) {
    hard_ms_ = std::max<int64_t>(1, limits.movetime_ms - overhead_ms);
    soft_ms_ = hard_ms_;
    return;
  }
  const int c = index_of(side) & 1;
  const int64_t left = limits.time_left_ms[c];
  if (left < 0) return;
  const int64_t increment = std::max<int64_t>(0, limits.increment_ms[c]);
  const int64_t usable = std::max<int64_t>(1, left - overhead_ms);
  // Sudden death: assume the game lasts ~40 more moves early on, fewer later, never fewer than 20.
  const int moves_left = limits.moves_to_go > 0 ? std::min(limits.moves_to_go, 50)
                                                : std::max(20, 45 - std::min(fullmove, 60) / 3);
  const int64_t target = usable / moves_left + increment * 3 / 4;
  hard_ms_ = std::max<int64_t>(1, std::min(usable * 2 / 5, target * 4));
  hard_ms_ = std::min(hard_ms_, usable);
  soft_ms_ = std::max<int64_t>(1, std::min(target * 6 / 10, hard_ms_));
}

int64_t TimeManager::elapsed_ms() const {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count();
}

}  // namespace nightrider
