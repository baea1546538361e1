// The goal ##! (counter-mate) in self play: the defender, mated by the attacker's move, must play a
// move that leaves its own king in check and mates the attacker (solver/search.h, forced_goal).
// Popeye's examples (tests/data/counter_mate) are compared as whole text.
#include <gtest/gtest.h>

#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

NIGHTRIDER_POPEYE_PROBLEM_SUITE(CounterMateProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "counter_mate");

}  // namespace
}  // namespace nightrider
