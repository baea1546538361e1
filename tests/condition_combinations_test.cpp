// Combinations the rules cannot give a meaning to are refused with a message naming both conditions
// (Rules::claim): two that decide the same thing, or one that takes away what the other needs.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "conditions/registry.h"
#include "support/condition_checks.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::string refusal(const ConditionList& conditions, const char* variant = "chess") {
  try {
    auto rules = build_variant(variant);
    for (const auto& [name, arguments] : conditions) conditions::find_condition(name)->apply(*rules, arguments);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "accepted";
}

TEST(ConditionCombinations, MeaninglessOnesAreRefusedNamingBoth) {
  EXPECT_EQ(refusal({{"Anneciens", {}}, {"Progressif", {}}}),
            "Progressif cannot be combined with Anneciens: both decide the order of turns");
  EXPECT_EQ(refusal({{"AllInChess", {}}, {"HalfInChess", {}}}),
            "HalfInChess cannot be combined with AllInChess: both decide whose units a side moves");
  EXPECT_EQ(refusal({{"RepublicanChess", {}}, {"Anneciens", {}}}),
            "Anneciens cannot be combined with RepublicanChess: one takes away check, which the other needs");
  EXPECT_EQ(refusal({{"Anneciens", {}}, {"BlackChecks", {}}}),
            "BlackChecks cannot be combined with Anneciens: one takes away check, which the other needs");
  EXPECT_EQ(refusal({{"AllInChess", {}}}, "rococo"),
            "AllInChess cannot be combined with Rococo: both decide the move marker");
  EXPECT_EQ(refusal({{"SAT", {}}}, "magnetic"),
            "SAT cannot be combined with magnetic: one takes away check, which the other needs");
}

TEST(ConditionCombinations, ConditionsThatOnlyRelyOnTheSameThingCombine) {
  EXPECT_EQ(refusal({{"RepublicanChess", {}}, {"BlackChecks", {}}}), "accepted");
  EXPECT_EQ(refusal({{"Progressif", {}}, {"BrunnerChess", {}}}), "accepted");
  EXPECT_EQ(refusal({{"AllInChess", {}}, {"Circe", {}}}), "accepted");
}

}  // namespace
}  // namespace nightrider
