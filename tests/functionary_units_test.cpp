// Functionary units (conditions/observation/functionary_units.h): FunctionaryChess's rule for the units
// marked Functionary alone. The rule's cases are small problems of ours, each with Popeye 4.104's output
// (tests/data/functionary_units/ours_*): an unobserved functionary rook stands still while a plain rook
// moves, and moves and takes once an enemy unit observes it (ours_unobserved, and in German,
// ours_unobserved_german: "bTa1*a6"); an unobserved functionary rook gives no check (ours_check).
// Popeye's examples are compared as whole text too. Here: what is refused.
#include <gtest/gtest.h>

#include <string>

#include "support/popeye_problem_files.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

std::string functionary_refusal_of(const std::string& pieces, const std::string& condition = "") {
  return testing::solve_problem_text("BeginProblem\nPieces " + pieces + "\nStipulation ~1\n" +
                                     (condition.empty() ? "" : "Condition " + condition + "\n") +
                                     "Option NoWk NoBk\nEndProblem\n")
      .err;
}

TEST(FunctionaryUnits, NeutralUnitsAndTheConditionBesideAreRefused) {
  EXPECT_NE(functionary_refusal_of("Neutral Functionary Rd4 Black Pb2")
                .find("piece attribute Functionary on a neutral unit is not supported yet"),
            std::string::npos);
  // FunctionaryChess marks every unit, and Popeye then writes no unit's mark.
  EXPECT_NE(functionary_refusal_of("White Functionary Rd4 Black Pb2", "FunctionaryChess")
                .find("piece attribute Functionary beside FunctionaryChess is not supported yet"),
            std::string::npos);
  EXPECT_EQ(functionary_refusal_of("White Functionary Rd4 Black Pb2"), "");
}

// Popeye's examples and ours (tests/data/functionary_units) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(FunctionaryUnitsProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "functionary_units");

}  // namespace
}  // namespace nightrider
