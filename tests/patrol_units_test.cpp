// Patrol units (conditions/observation/patrol_units.h): Patrouille's rule for the units marked Patrol
// alone. The rule's cases are small problems of ours, each with Popeye 4.104's output
// (tests/data/patrol_units/ours_*): a patrol rook takes only while a unit of its side observes it, its
// other moves are free (ours_capture, and in French, ours_capture_french: "pTd4*d1"); an unsupported
// patrol rook gives no check (ours_check). Popeye's examples are compared as whole text too. Here: what
// is refused.
#include <gtest/gtest.h>

#include <string>

#include "support/popeye_problem_files.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

std::string patrol_refusal_of(const std::string& pieces, const std::string& condition = "") {
  return testing::solve_problem_text("BeginProblem\nPieces " + pieces + "\nStipulation ~1\n" +
                                     (condition.empty() ? "" : "Condition " + condition + "\n") +
                                     "Option NoWk NoBk\nEndProblem\n")
      .err;
}

TEST(PatrolUnits, NeutralUnitsAndTheConditionBesideAreRefused) {
  EXPECT_NE(patrol_refusal_of("Neutral Patrol Rd4 Black Pb2")
                .find("piece attribute Patrol on a neutral unit is not supported yet"),
            std::string::npos);
  // Patrouille marks every unit, and Popeye then writes no unit's mark.
  EXPECT_NE(patrol_refusal_of("White Patrol Rd4 Black Pb2", "Patrouille")
                .find("piece attribute Patrol beside Patrouille is not supported yet"),
            std::string::npos);
  EXPECT_EQ(patrol_refusal_of("White Patrol Rd4 Black Pb2"), "");
}

// Popeye's examples and ours (tests/data/patrol_units) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(PatrolUnitsProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "patrol_units");

}  // namespace
}  // namespace nightrider
