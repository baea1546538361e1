// Parry series (Popeye's pser- and pser-h, SearchSpec::parry): the series side may check before its
// last move; the other side then parries, with a help move in pser-h (each parry its own line) and with
// a defence in pser- (every parry must be met: Popeye plays pser- as battle play written as lines, each
// first move that wins within n with its shortest continuations). The expected texts are Popeye
// 4.104's (tests/data/parry_series: positions of our own, one clause each, and problems of Popeye's
// EXAMPLES/pseries.inp); the rule tests below spell the clauses out on the same positions.
#include <gtest/gtest.h>

#include <string>

#include "support/popeye_problem_files.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

bool has_line(const std::string& text, const std::string& line) {
  return text.find("\n" + line + "\n") != std::string::npos;
}

// Worked out by hand: after 1.Re8+ Black's only parry is Bf8, and 2.Rxf8 mates; a black rook on a8
// would parry by taking the rook, so the check is no way on. As a help parry series, Black's series
// move Ba3+ is parried by each white king move, each its own line.
TEST(ParrySeries, EveryParryOfADirectSeriesMustBeMet) {
  const std::string met =
      testing::solve_problem_text("begin pieces white kc1 re1 black kh8 pg7h7 bc5 stipulation pser-#2 end")
          .out;
  EXPECT_TRUE(has_line(met, "  1.Re1-e8 + Bc5-f8   2.Re8*f8 #")) << met;
  const std::string escaped =
      testing::solve_problem_text(
          "begin pieces white kc1 re1 black kh8 pg7h7 bc5 ra8 stipulation pser-#2 end")
          .out;
  EXPECT_EQ(escaped.find("Re1-e8 +"), std::string::npos) << escaped;
}

TEST(ParrySeries, EachHelpParryIsItsOwnLine) {
  const std::string text =
      testing::solve_problem_text("begin pieces white kc1 re1 black kh8 pg7h7 bc5 stipulation pser-h#2 end")
          .out;
  EXPECT_TRUE(has_line(text, "  1.Bc5-a3 + Kc1-d2   2.Ba3-b2 Re1-e8 #")) << text;
  EXPECT_TRUE(has_line(text, "  1.Bc5-a3 + Kc1-b1   2.Ba3-c1 Re1-e8 #")) << text;
  EXPECT_TRUE(has_line(text, "  1.Bc5-g1 Re1-e8 #")) << text;  // (a shorter series)
}

TEST(ParrySeries, OtherFormsAreRefusedByName) {
  for (const std::string stip : {"pser-s#2", "pser-r#2", "phser-#2", "2->pser-h#2", "exact-pser-#2"}) {
    const testing::SolvedText solved = testing::solve_problem_text(
        "begin pieces white kc1 re1 black kh8 pg7h7 stipulation " + stip + " end");
    EXPECT_NE(solved.err.find("is not supported yet"), std::string::npos) << stip << ": " << solved.err;
  }
}

NIGHTRIDER_POPEYE_PROBLEM_SUITE(ParrySeriesProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "parry_series");

}  // namespace
}  // namespace nightrider
