// The time manager: how much of a move time or a clock a search may take, the overhead kept back.
#include "search/time_manager.h"

#include <gtest/gtest.h>

#include "search/engine.h"

namespace nightrider {
namespace {

TimeManager started(const SearchLimits& limits, int64_t overhead_ms, Colour side = Colour::White) {
  TimeManager time;
  time.start(TimeManager::Clock::now(), limits, side, 1, overhead_ms);
  return time;
}

TEST(TimeManager, AMoveTimeLessTheOverheadIsBothLimits) {
  SearchLimits limits;
  limits.movetime_ms = 100;
  const TimeManager time = started(limits, TimeManager::kDefaultMoveOverheadMs);
  EXPECT_EQ(TimeManager::kDefaultMoveOverheadMs, 10);
  EXPECT_EQ(time.hard_ms(), 90);
  EXPECT_EQ(time.soft_ms(), 90);
  EXPECT_EQ(started(limits, 30).hard_ms(), 70);
  EXPECT_EQ(started(limits, 0).hard_ms(), 100);
  // (An overhead beyond the move time still leaves the search a millisecond.)
  EXPECT_EQ(started(limits, 500).hard_ms(), 1);
}

TEST(TimeManager, TheOverheadComesOffTheMoversClock) {
  SearchLimits limits;
  limits.time_left_ms[0] = 60'000;  // White
  limits.time_left_ms[1] = 1'000;   // Black
  // Sudden death at move 1: (60 000 - 10) / 45 = 1333 ms the target; soft 6/10 of it, hard 4 times it.
  const TimeManager white = started(limits, 10);
  EXPECT_EQ(white.soft_ms(), 1333 * 6 / 10);
  EXPECT_EQ(white.hard_ms(), 1333 * 4);
  // Black's clock bounds Black's search: (1000 - 10) / 45 = 22, the hard limit at most 2/5 of 990.
  const TimeManager black = started(limits, 10, Colour::Black);
  EXPECT_EQ(black.soft_ms(), 22 * 6 / 10);
  EXPECT_EQ(black.hard_ms(), 22 * 4);
  // With 100 ms kept back: (1000 - 100) / 45 = 20.
  EXPECT_EQ(started(limits, 100, Colour::Black).hard_ms(), 20 * 4);
}

}  // namespace
}  // namespace nightrider
