// Magic units (conditions/recolouring/magic_units.h): after each move, a unit newly observed by an odd
// number of views of magic units changes side. The rule's cases are small problems of ours, each with
// Popeye 4.104's output (tests/data/magic_units/ours_*): a leaper that moves has new views, a rider
// moving along its line keeps its view, two new views cancel, a promoted magic pawn sees with its new
// walk, a recolouring that leaves the mover in check makes the move illegal. Popeye's examples are
// compared as whole text too, and ours in French and German (ours_rook_french, ours_rook_german:
// "mTd1-d3[c3=n][f3=b]"). Here: what is refused.
#include <gtest/gtest.h>

#include <string>

#include "support/popeye_problem_files.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

std::string magic_refusal_of(const std::string& pieces, const std::string& condition = "") {
  return testing::solve_problem_text("BeginProblem\nPieces " + pieces + "\nStipulation ~1\n" +
                                     (condition.empty() ? "" : "Condition " + condition + "\n") +
                                     "Option NoWk NoBk\nEndProblem\n")
      .err;
}

TEST(MagicUnits, WalksWhoseLinesAreNotModelledAreRefusedByName) {
  // Popeye tells a rose hopper's circular lines and a boyscout's zigzags apart; we do not.
  EXPECT_NE(magic_refusal_of("White Magic RPd4 Black Pb2")
                .find("piece attribute Magic on a rose hopper is not supported yet"),
            std::string::npos);
  EXPECT_NE(magic_refusal_of("White Magic BTd4 Black Pb2")
                .find("piece attribute Magic on a boyscout is not supported yet"),
            std::string::npos);
  // A magic pawn may promote to every kind the diagram holds: a rose hopper there is refused too.
  EXPECT_NE(magic_refusal_of("White Magic Pd7 RPa1 Black Pb2").find("on a rose hopper is not supported yet"),
            std::string::npos);
}

TEST(MagicUnits, NeutralMagicUnitsAndSingleBoxAreRefused) {
  EXPECT_NE(magic_refusal_of("Neutral Magic Rd4 Black Pb2")
                .find("piece attribute Magic on a neutral unit is not supported yet"),
            std::string::npos);
  EXPECT_NE(magic_refusal_of("White Magic Rd4 Black Pb2", "SingleBox Type1").find("cannot be combined with"),
            std::string::npos);
}

TEST(MagicUnits, RulesNotComparedWithPopeyeAreRefused) {
  // Popeye places a sentinel pawn after the recolourings, and refuses Annan chess beside them.
  EXPECT_NE(magic_refusal_of("White Magic Rd1 Black Sd4", "Sentinelles")
                .find("piece attribute Magic beside the rule \"sentinelles\" is not supported yet"),
            std::string::npos);
  EXPECT_NE(magic_refusal_of("White Magic Rd1 Black Sd4", "AnnanChess").find("is not supported yet"),
            std::string::npos);
  // Beside Madrasi, compared with Popeye: accepted.
  EXPECT_EQ(magic_refusal_of("White Magic Rd1 Black Sd4", "Madrasi"), "");
}

// Popeye's examples and ours (tests/data/magic_units) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(MagicUnitsProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "magic_units");

}  // namespace
}  // namespace nightrider
