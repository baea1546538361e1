// How long one search may take: a fixed move time, or a share of the clock (sudden death, increment,
// moves to go) with a soft limit (do not start another iteration) and a hard one (stop now).
#pragma once

#include <chrono>
#include <cstdint>

#include "core/types.h"

namespace nightrider {

struct SearchLimits;

class TimeManager {
 public:
  using Clock = std::chrono::steady_clock;

  void start(Clock::time_point start, const SearchLimits& limits, Colour side, int fullmove);
  bool limited() const { return hard_ms_ > 0; }
  int64_t elapsed_ms() const;
  // Past the soft limit: another iteration would probably not finish.
  bool should_not_start_iteration() const { return limited() && elapsed_ms() >= soft_ms_; }
  bool out_of_time() const { return limited() && elapsed_ms() >= hard_ms_; }
  int64_t soft_ms() const { return soft_ms_; }
  int64_t hard_ms() const { return hard_ms_; }

  // Kept back from every clock for the protocol's and the GUI's delays.
  static constexpr int64_t kMoveOverheadMs = 30;

 private:
  Clock::time_point start_;
  int64_t soft_ms_ = 0, hard_ms_ = 0;  // 0 = no limit
};

}  // namespace nightrider
