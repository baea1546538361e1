#include "web/rate_limit.h"

#include <algorithm>

namespace nightrider::web {

MessageRateLimit::MessageRateLimit(Clock::time_point now, RateLimitSettings settings)
    : settings_(settings), tokens_(settings.burst), last_(now) {}

MessageRateLimit::Verdict MessageRateLimit::admit(Clock::time_point now) {
  if (now > last_) {
    const double elapsed = std::chrono::duration<double>(now - last_).count();
    tokens_ = std::min(settings_.burst, tokens_ + elapsed * settings_.per_second);
    last_ = now;
  }
  if (tokens_ >= settings_.burst) {
    warned_ = false;
    dropped_ = 0;
  }
  if (tokens_ >= 1) {
    tokens_ -= 1;
    return Verdict::Accept;
  }
  if (++dropped_ > settings_.drops_to_close) return Verdict::Close;
  if (warned_) return Verdict::Drop;
  warned_ = true;
  return Verdict::Warn;
}

MessageRateLimit::Clock::duration MessageRateLimit::time_to_next() const {
  if (tokens_ >= 1) return Clock::duration::zero();
  return std::chrono::ceil<Clock::duration>(
      std::chrono::duration<double>((1 - tokens_) / settings_.per_second));
}

}  // namespace nightrider::web
