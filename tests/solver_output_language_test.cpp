// Popeye writes its text in the language of the problem's keywords, and so do we: piece codes in the
// diagram and the moves, the condition lines, "Aber" before refutations and the closing words. Problems
// of our own; the expected text is Popeye 4.104's, its version line and time left out. (The JSON output
// stays English.)
#include <gtest/gtest.h>

#include <string>

#include "support/solve_text.h"

namespace nightrider {
namespace {

std::string language_solve(const std::string& problem, solver::OutputFormat format = solver::OutputFormat::Text) {
  const testing::SolvedText solved = testing::solve_problem_text(problem, format);
  EXPECT_EQ(solved.err, "");
  return solved.out;
}

TEST(PopeyeOutputLanguage, GermanProblemsAreAnsweredInGerman) {
  const std::string problem = R"(anfangproblem
steine weiss kc1 dd1 tf1 schwarz ke8 bf7 bd7
forderung #2
bedingung circe
option Verfuehrung
endeproblem
)";
  const std::string popeye = R"(

+---a---b---c---d---e---f---g---h---+
|                                   |
8   .   .   .   .  -K   .   .   .   8
|                                   |
7   .   .   .  -B   .  -B   .   .   7
|                                   |
6   .   .   .   .   .   .   .   .   6
|                                   |
5   .   .   .   .   .   .   .   .   5
|                                   |
4   .   .   .   .   .   .   .   .   4
|                                   |
3   .   .   .   .   .   .   .   .   3
|                                   |
2   .   .   .   .   .   .   .   .   2
|                                   |
1   .   .   K   D   .   T   .   .   1
|                                   |
+---a---b---c---d---e---f---g---h---+
  #2                          3 + 3
                Circe

   1.Dd1*d7 + !

   1.Tf1-e1 + ?
    Aber
      1...Ke8-f8 !


Loesung beendet.


)";
  EXPECT_EQ(language_solve(problem), popeye);
}

TEST(PopeyeOutputLanguage, FrenchProblemsAreAnsweredInFrench) {
  const std::string problem = R"(debutprobleme
pieces blanc rh6 dg1 noir rh8 pg8
enonce #1
finprobleme
)";
  const std::string popeye = R"(

+---a---b---c---d---e---f---g---h---+
|                                   |
8   .   .   .   .   .   .  -P  -R   8
|                                   |
7   .   .   .   .   .   .   .   .   7
|                                   |
6   .   .   .   .   .   .   .   R   6
|                                   |
5   .   .   .   .   .   .   .   .   5
|                                   |
4   .   .   .   .   .   .   .   .   4
|                                   |
3   .   .   .   .   .   .   .   .   3
|                                   |
2   .   .   .   .   .   .   .   .   2
|                                   |
1   .   .   .   .   .   .   D   .   1
|                                   |
+---a---b---c---d---e---f---g---h---+
  #1                          2 + 2

   1.Dg1-d4 # !

   1.Dg1-a1 # !

   1.Dg1-g7 # !


solution terminee.


)";
  EXPECT_EQ(language_solve(problem), popeye);
}

TEST(PopeyeOutputLanguage, TheJsonOutputStaysEnglish) {
  const std::string json = language_solve(R"(debutprobleme
pieces blanc rh6 dg1 noir rh8 pg8
enonce #1
finprobleme
)", solver::OutputFormat::Json);
  EXPECT_NE(json.find("Qg1-d4"), std::string::npos) << json;
  EXPECT_EQ(json.find("Dg1-d4"), std::string::npos) << json;
}

}  // namespace
}  // namespace nightrider
