// Royal dynasty (conditions/royal/royal_dynasty.h): a side's kings are royal only while it has exactly
// one. The positions are ours, worked out by hand from the rule (Popeye 4.104's conditions/dynasty.c);
// Popeye's examples (tests/data/royal_dynasty) are compared as whole text.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(RoyalDynasty, ASideWithTwoKingsIsNeverInCheckAndItsKingsAreTaken) {
  const auto rules = chess_with("RoyalDynasty");
  // The black rook h1 attacks the white king e1, but White has two kings: no check, and the rook takes
  // it; the king a1, now White's only one, is royal and in check from e1.
  EXPECT_FALSE(in_check(*rules, "k7/8/8/8/8/8/8/K3K2r w - - 0 1"));
  const std::string next = after(*rules, "k7/8/8/8/8/8/8/K3K2r b - - 0 1", "h1e1");
  EXPECT_EQ(next, "k7/8/8/8/8/8/8/K3r3 w - - 0 2");
  EXPECT_TRUE(in_check(*rules, next));
}

TEST(RoyalDynasty, ASingleKingIsRoyal) {
  const auto rules = chess_with("RoyalDynasty");
  EXPECT_TRUE(in_check(*rules, "k7/8/8/8/8/8/8/K6r w - - 0 1"));
  EXPECT_FALSE(legal(*rules, "k7/8/8/8/8/8/8/K6r w - - 0 1", "a1b1"));
}

TEST(RoyalDynasty, PawnsPromoteToKingsAndTheOldKingLosesItsCastlingRight) {
  const auto rules = chess_with("RoyalDynasty");
  // a7-a8=K: White has two kings, none royal; the king e1 loses its castling right for good.
  const std::string next = after(*rules, "4k3/P7/8/8/8/8/8/4K2R w K - 0 1", "a7a8k");
  EXPECT_EQ(next, "K3k3/8/8/8/8/8/8/4K2R b - - 0 1");
  // Black's rook takes the new king: White's king e1 is royal again, but castles no more.
  const std::string back = after(*rules, after(*rules, "1r2k3/P7/8/8/8/8/8/4K2R w K - 0 1", "a7a8k"), "b8a8");
  EXPECT_EQ(back, "r3k3/8/8/8/8/8/8/4K2R w - - 0 2");
  EXPECT_FALSE(legal(*rules, back, "e1g1"));
}

TEST(RoyalDynasty, ArgumentsAndInfluencerAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"RoyalDynasty", {"TypeB"}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"RoyalDynasty", {}}, {"Influencer", {}}}), std::invalid_argument);
  EXPECT_THROW(chess_with(ConditionList{{"Influencer", {}}, {"RoyalDynasty", {}}}), std::invalid_argument);
}

// Popeye's examples (tests/data/royal_dynasty) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(RoyalDynastyProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "royal_dynasty");

}  // namespace
}  // namespace nightrider
