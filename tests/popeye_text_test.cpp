// Popeye's whole text (issue 25) for problems whose solutions we found before but printed in another
// text: the order of series lines (Popeye tries each position's moves in its order, depth first, and
// prints each line as it finds it) and of the introductory moves of n->ser play; lines sorted where
// their order is known and kept as found where it is not; header texts (the side that begins an a=>b
// in the problem's language, Chameleon Circe's kinds in its piece codes, SwappingKings, the diagram and
// the word of ZeroPosition). Each problem of tests/data/popeye_text is solved as `nightrider solve
// --quiet` does and compared with Popeye 4.104's output to the letter (its README names the sources).
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "solver/popeye_writer.h"
#include "solver/solution.h"
#include "support/popeye_problem_files.h"
#include "support/test_paths.h"

namespace nightrider {
namespace {

NIGHTRIDER_POPEYE_PROBLEM_SUITE(PopeyeTextProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "popeye_text");

// A tree's move numbers from 10 on: Popeye writes each move as "\n%*c%3u." (output/plaintext/tree/tree.c),
// four columns a level and the number right-aligned in three, so a two-digit number takes one column
// of the indent. Expected lines worked out by hand from that format (no example of Popeye's own has a
// tree this long): move 9's defence at level 17 (68 + 2 blanks), move 10 at level 18 (72 + 1 blank).
TEST(PopeyeTreeText, NumbersFromTenTakeOneColumnOfTheIndent) {
  solver::TreeNode root;
  root.depth = 1;
  root.move = "Ra1-a2";
  solver::TreeNode* at = &root;
  for (int depth = 2; depth <= 20; ++depth) {
    solver::TreeNode next;
    next.depth = depth;
    next.move = depth % 2 == 1 ? "Ra2-a1" : "Kh8-h7";
    at->children.push_back(next);
    at = &at->children.back();
  }
  std::ostringstream out;
  solver::write_tree(out, root);
  std::istringstream lines(out.str());
  std::vector<std::string> got;
  for (std::string line; std::getline(lines, line);) got.push_back(line);
  ASSERT_EQ(got.size(), 20u);
  EXPECT_EQ(got[0], "   1.Ra1-a2");
  EXPECT_EQ(got[1], std::string(6, ' ') + "1...Kh8-h7");
  EXPECT_EQ(got[16], std::string(66, ' ') + "9.Ra2-a1");
  EXPECT_EQ(got[17], std::string(70, ' ') + "9...Kh8-h7");
  EXPECT_EQ(got[18], std::string(73, ' ') + "10.Ra2-a1");
  EXPECT_EQ(got[19], std::string(77, ' ') + "10...Kh8-h7");
}

}  // namespace
}  // namespace nightrider
