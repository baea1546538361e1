// The condition lines under the diagram in Popeye's languages: the piece codes that are a condition's
// only arguments are written in the problem's language too, as Popeye writes them ("UWnur D S T L G",
// BEISPIEL/promonly.inp).
#include <gtest/gtest.h>

#include <string>

#include "support/solve_text.h"

namespace nightrider {
namespace {

std::string condition_line_codes_solved(const std::string& problem) {
  const testing::SolvedText solved = testing::solve_problem_text(problem);
  EXPECT_EQ(solved.err, "");
  return solved.out;
}

TEST(PopeyeLanguage, PieceCodesAfterAConditionOfCodesAreInTheProblemsLanguage) {
  const std::string german = condition_line_codes_solved(
      "anfangproblem\nforderung ~1\nbedingung uwnur d t l s g\nsteine weiss kc8 bb6 schwarz ka8 ba7\nendeproblem\n");
  EXPECT_NE(german.find("UWnur D S T L G\n"), std::string::npos) << german;
  const std::string english = condition_line_codes_solved(
      "beginproblem\nstipulation ~1\ncondition PromOnly G B S\npieces white kc8 pb6 black ka8 pa7\nendproblem\n");
  EXPECT_NE(english.find("PromOnly S B G\n"), std::string::npos) << english;
}

}  // namespace
}  // namespace nightrider
