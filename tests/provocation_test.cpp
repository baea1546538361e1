// Provocation chess (conditions/observation/provocation.h): a unit takes and checks only while an enemy
// unit observes it. The positions' legal moves were checked against Popeye 4.104 (`stipulation ~1`);
// Popeye's example (tests/data/provocation) is compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(Provocation, AUnitTakesOnlyWhileAnEnemyObservesIt) {
  const auto rules = chess_with("ProvocationChess");
  // Nothing black observes the rook d1: no Rd1*h1, and on d8 it gives no check.
  const std::string alone = "7k/8/8/8/8/8/8/K2R3n w - - 0 1";
  EXPECT_FALSE(legal(*rules, alone, "d1h1"));
  EXPECT_TRUE(legal(*rules, alone, "d1d8"));
  EXPECT_FALSE(in_check(*rules, after(*rules, alone, "d1d8")));
  // The bishop b3 observes d1 (and a2): Rd1*h1 is played (Popeye: 1.Rd1*h1, no 1.Ka1-a2).
  const std::string provoked = "7k/8/8/8/8/1b6/8/K2R3n w - - 0 1";
  EXPECT_TRUE(legal(*rules, provoked, "d1h1"));
  EXPECT_FALSE(legal(*rules, provoked, "a1a2"));
}

TEST(Provocation, ArgumentsAndConfrontedWalksAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"ProvocationChess", {"TypeB"}}}), std::invalid_argument);
  // Popeye observes with the walk behind beside Annan (REGRESSIONS/4_63_to_4_65.inp#77, its whole text):
  // so does the provoking observation here; walks lent by confronting units stay refused by name.
  EXPECT_NO_THROW(chess_with(ConditionList{{"AnnanChess", {}}, {"ProvocationChess", {}}}));
  EXPECT_THROW(chess_with(ConditionList{{"FaceToFace", {}}, {"ProvocationChess", {}}}),
               std::invalid_argument);
}

// Popeye's example (tests/data/provocation) gives its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(ProvocationProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "provocation");

}  // namespace
}  // namespace nightrider
