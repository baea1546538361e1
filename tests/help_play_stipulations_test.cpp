// Popeye's help-reflex stipulations (hr#n, hr#n.5) and help-selfmates with a half move (hs#n.5): after
// the help play the other side can reach the goal and must (hr#), or is forced to (hs#); in hr# a
// first mover that can reach the goal itself must, and each side's obligation ends the line. Popeye's
// examples and our positions (tests/data/help_reflex, tests/data/help_self_half_move) are compared
// as whole text with Popeye 4.104's output.
#include <gtest/gtest.h>

#include <string>

#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

NIGHTRIDER_POPEYE_PROBLEM_SUITE(HelpReflexProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "help_reflex");

NIGHTRIDER_POPEYE_PROBLEM_SUITE(HelpSelfHalfMoveProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "help_self_half_move");

}  // namespace
}  // namespace nightrider
