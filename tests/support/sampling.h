// How many random samples a test that repeats one property over random games or positions takes. The
// Release build takes them all; under AddressSanitizer, where the same code runs several times slower,
// a quarter: the sanitizers look for memory and undefined-behaviour faults, which the first games reach
// as well as the last, and CI's run must fit its time (docs/development.md). The property checked and
// its exact expected values are the same in both builds.
#pragma once

#include <algorithm>

#include "support/sanitizers.h"

namespace nightrider::testing {

// The number of samples to take of `full`: all of them, or a quarter (at least one) under the sanitizer.
constexpr int sampled(int full) { return kUnderAddressSanitizer ? std::max(1, full / 4) : full; }

// The depth of a perft that a second, slower way of counting must repeat: the full depth, or one ply less
// (at least one) under the sanitizer, where the repetition costs as much as the first count.
constexpr int sampled_depth(int full) { return kUnderAddressSanitizer ? std::max(1, full - 1) : full; }

}  // namespace nightrider::testing
