// Shielded kings (conditions/royal/shielded_kings.h): a royal unit neither takes nor checks an enemy
// royal unit that its own side guards, so guarded kings may stand side by side. The positions' legal
// moves were checked against Popeye 4.104 (`stipulation ~1` lists them); Popeye's examples
// (tests/data/shielded_kings) are compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(ShieldedKings, AGuardedKingMayStandNextToTheOtherAndCheckIt) {
  const auto rules = chess_with("ShieldedKings");
  // Kf2-e3 and Kf2-f3: the rook h3 guards the white king there, the black king e4 is unguarded, so the
  // white king checks it (Popeye: 1.Kf2-e3 +, 1.Kf2-f3 +).
  const std::string fen = "3r4/8/8/8/4k3/7R/5K2/8 w - - 0 1";
  EXPECT_TRUE(legal(*rules, fen, "f2e3"));
  EXPECT_TRUE(in_check(*rules, after(*rules, fen, "f2e3")));
  EXPECT_TRUE(in_check(*rules, after(*rules, fen, "f2f3")));
  EXPECT_FALSE(legal(*chess_with(ConditionList{}), fen, "f2e3"));
}

TEST(ShieldedKings, TwoGuardedKingsSideBySideCheckNeither) {
  const auto rules = chess_with("ShieldedKings");
  // The rook e8 guards the black king e4, the rook h3 the white king e3: no check either way. The rook
  // h3 may move only along its rank, where it still guards e3 (Popeye: 1.Rh3-f3, 1.Rh3-g3 and the king's
  // five moves).
  const std::string fen = "4r3/8/8/8/4k3/4K2R/8/8 w - - 0 1";
  EXPECT_FALSE(in_check(*rules, fen));
  EXPECT_TRUE(legal(*rules, fen, "h3g3"));
  EXPECT_FALSE(legal(*rules, fen, "h3h4"));
  EXPECT_EQ(legal_ucis(*rules, fen).size(), 7u);
}

TEST(ShieldedKings, RefusedBesideLentWalks) {
  EXPECT_THROW(chess_with(ConditionList{{"ShieldedKings", {"RexInclusive"}}}), std::invalid_argument);
  // Beside transmuted kings Popeye's shield differs (BEISPIEL/shkings.inp#1): refused by name, either way
  // round. Beside Annan the guard observes with the walk behind it, as Popeye's (REGRESSIONS/
  // 4_63_to_4_65.inp#78 gives its whole text); walks lent by confronting units stay refused.
  EXPECT_THROW(chess_with(ConditionList{{"TransmutedKings", {}}, {"ShieldedKings", {}}}),
               std::invalid_argument);
  EXPECT_NO_THROW(chess_with(ConditionList{{"ShieldedKings", {}}, {"AnnanChess", {}}}));
  EXPECT_THROW(chess_with(ConditionList{{"ShieldedKings", {}}, {"BackToBack", {}}}), std::invalid_argument);
}

// Popeye's examples (tests/data/shielded_kings) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(ShieldedKingsProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "shielded_kings");

}  // namespace
}  // namespace nightrider
