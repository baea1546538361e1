// Popeye's whole text (issue 25) for problems whose solutions we found before but printed in another
// text: the order of series lines (Popeye tries each position's moves in its order, depth first, and
// prints each line as it finds it) and of the introductory moves of n->ser play; lines sorted where
// their order is known and kept as found where it is not; header texts (the side that begins an a=>b
// in the problem's language, Chameleon Circe's kinds in its piece codes, SwappingKings, the diagram and
// the word of ZeroPosition). Each problem of tests/data/popeye_text is solved as `nightrider solve
// --quiet` does and compared with Popeye 4.104's output to the letter (its README names the sources).
#include <gtest/gtest.h>

#include <string>

#include "support/popeye_problem_files.h"
#include "support/test_paths.h"

namespace nightrider {
namespace {

NIGHTRIDER_POPEYE_PROBLEM_SUITE(PopeyeTextProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "popeye_text");

}  // namespace
}  // namespace nightrider
