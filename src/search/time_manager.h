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

  // `overhead_ms` is kept back from every clock for the protocol's and the GUI's delays (UCI's
  // `Move Overhead`).
  void start(Clock::time_point start, const SearchLimits& limits, Colour side, int fullmove,
             int64_t overhead_ms = kDefaultMoveOverheadMs);
  bool limited() const { return hard_ms_ > 0; }
  int64_t elapsed_ms() const;
  // Past the soft limit: another iteration would probably not finish.
  bool should_not_start_iteration() const { return limited() && elapsed_ms() >= soft_ms_; }
  bool out_of_time() const { return limited() && elapsed_ms() >= hard_ms_; }
  int64_t soft_ms() const { return soft_ms_; }
  int64_t hard_ms() const { return hard_ms_; }

  // The default overhead: a pipe's round trip and a GUI's bookkeeping take a few milliseconds; 10 is
  // Stockfish's default as well.
  static constexpr int64_t kDefaultMoveOverheadMs = 10;

 private:
  Clock::time_point start_;
  int64_t soft_ms_ = 0, hard_ms_ = 0;  // 0 = no limit
};

}  // namespace nightrider
