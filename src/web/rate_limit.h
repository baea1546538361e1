// How fast one WebSocket connection may send: a token bucket checked for every message before it is
// parsed. A page sends a message or two a second; the bucket lets a burst through, then a steady rate.
// Beyond it the first refused message is answered with one error and the others are dropped unanswered;
// after each refusal the session stops reading until the next token is due (time_to_next), so the
// kernel's flow control holds the client back and a flood costs the server a couple of messages per
// token instead of every message the client can write. A connection that goes on far beyond (many drops
// before the bucket has filled up again) is closed.
#pragma once

#include <chrono>

namespace nightrider::web {

struct RateLimitSettings {
  double burst = 40;         // messages accepted at once from a connection that has been quiet
  double per_second = 20;    // then accepted at this rate
  int drops_to_close = 100;  // messages dropped in one flood before the connection is closed (about 5 s)
};

class MessageRateLimit {
 public:
  using Clock = std::chrono::steady_clock;
  enum class Verdict {
    Accept,  // handle the message
    Warn,    // the first message over the limit: answer "too many messages: slow down", do not handle it
    Drop,    // over the limit again: ignore it
    Close,   // flooding far beyond the limit: close the connection (policy violation)
  };

  explicit MessageRateLimit(Clock::time_point now, RateLimitSettings settings = {});
  Verdict admit(Clock::time_point now);
  // How long after the last admit the bucket holds a whole token again (zero when it does).
  Clock::duration time_to_next() const;

 private:
  RateLimitSettings settings_;
  double tokens_;
  Clock::time_point last_;
  // The flood under way: whether it has been warned and how many messages it lost. It ends when the
  // bucket is full again, i.e. the client has kept under the rate for burst / per_second seconds.
  bool warned_ = false;
  int dropped_ = 0;
};

}  // namespace nightrider::web
