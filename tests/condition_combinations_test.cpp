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
    for (const auto& [name, arguments] : conditions)
      conditions::find_condition(name)->apply(*rules, arguments);
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
  // Augsburg keeps its stacks under their squares, where the ghosts of GhostChess and HauntedChess wait.
  EXPECT_EQ(
      refusal({{"GhostChess", {}}, {"Augsburg", {}}}),
      "Augsburg cannot be combined with GhostChess: one takes away the underworld, which the other needs");
  EXPECT_EQ(
      refusal({{"Augsburg", {}}, {"HauntedChess", {}}}),
      "HauntedChess cannot be combined with Augsburg: one takes away the underworld, which the other needs");
}

TEST(ConditionCombinations, ConditionsThatOnlyRelyOnTheSameThingCombine) {
  EXPECT_EQ(refusal({{"GhostChess", {}}, {"AntiCirce", {"Volcanic"}}}), "accepted");
  EXPECT_EQ(refusal({{"RepublicanChess", {}}, {"BlackChecks", {}}}), "accepted");
  EXPECT_EQ(refusal({{"Progressif", {}}, {"BrunnerChess", {}}}), "accepted");
  EXPECT_EQ(refusal({{"AllInChess", {}}, {"Circe", {}}}), "accepted");
}

}  // namespace
}  // namespace nightrider

namespace nightrider {
namespace {

std::string resolved(std::vector<std::string> words) {
  const auto r = conditions::resolve_condition(words);
  if (!r) return "unknown";
  std::string out(r->entry->popeye_name());
  for (const std::string& a : r->arguments) out += " " + a;
  return out;
}

// A seed name gives the seed's reading (RULES.md A20), written with or without accents, hyphens and
// capitals; Popeye keywords keep Popeye's.
TEST(SeedNames, ResolveToThePopeyeRuleWithTheSeedsArguments) {
  EXPECT_EQ(resolved({"Anti-Super-Circé"}), "AntiCirce Super Cheylan");
  EXPECT_EQ(resolved({"anti", "super", "circe"}), "AntiCirce Super Cheylan");
  EXPECT_EQ(resolved({"AntiCirce", "Super"}), "AntiCirce Super");
  EXPECT_EQ(resolved({"Renaissances", "Circé", "volcanique"}), "Circe Volcanic");
  EXPECT_EQ(resolved({"RÉPUBLICAINS"}), "RepublicanChess");
  EXPECT_EQ(resolved({"Vogtlander"}), "VogtlaenderChess");
  EXPECT_EQ(resolved({"Sentinelles", "Totalmax=6"}), "Sentinelles MaximumTotal 6");
  EXPECT_EQ(resolved({"Les", "Noirs", "ne", "jouent", "que", "pour", "donner", "échec"}), "BlackChecks");
  EXPECT_EQ(resolved({"Annéciens"}), "Anneciens");
  EXPECT_EQ(resolved({"bicaptures"}), "Bicaptures");
  EXPECT_EQ(resolved({"Martien"}), "unknown");
  // "Circé" is plain Circe's seed name: what follows is Circe's words, and one it lacks is refused there.
  EXPECT_EQ(resolved({"Circé", "Martien"}), "Circe Martien");
  EXPECT_THROW(chess_with(ConditionList{{"Circe", {"Martien"}}}), std::invalid_argument);
}

}  // namespace
}  // namespace nightrider
