// The conditions' Dutch definitions (conditions/condition_texts_nl.h): one for every definition we have
// in English and French, each a translation and not a copy.
#include "conditions/condition_texts_nl.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "conditions/registry.h"
#include "conditions/seed_catalogue.h"
#include "variants/condition_games.h"

namespace nightrider {
namespace {

// Words that a Dutch sentence does not have and nearly every English definition does.
bool reads_as_english(std::string_view text) {
  for (std::string_view word : {" the ", " unit", " may ", " its ", "The ", " and ", " when "})
    if (text.find(word) != std::string_view::npos) return true;
  return false;
}

TEST(ConditionTextsNl, EverySeedConditionHasItsDutchDefinition) {
  for (const conditions::SeedCondition& seed : conditions::seed_conditions()) {
    const std::string_view nl = conditions::dutch_definition(seed.seed_name);
    ASSERT_FALSE(nl.empty()) << seed.seed_name;
    EXPECT_NE(nl, seed.en) << seed.seed_name;
    EXPECT_NE(nl, seed.fr) << seed.seed_name;
    EXPECT_FALSE(reads_as_english(nl)) << seed.seed_name << ": " << nl;
  }
}

TEST(ConditionTextsNl, EveryConditionWithADefinitionHasItInDutch) {
  std::set<std::string> named;
  for (const conditions::SeedCondition& seed : conditions::seed_conditions())
    named.insert(std::string(seed.seed_name));
  for (const conditions::ConditionEntry* entry : conditions::all_conditions()) {
    const auto text = conditions::condition_text(*entry);
    if (!text) continue;
    named.insert(std::string(text->name));
    const std::string_view nl = conditions::dutch_definition(text->name);
    ASSERT_FALSE(nl.empty()) << text->name;
    EXPECT_NE(nl, text->en) << text->name;
    EXPECT_NE(nl, text->fr) << text->name;
    EXPECT_FALSE(reads_as_english(nl)) << text->name << ": " << nl;
  }
  // No Dutch text for a name that has no English one (a misspelt key would never be shown).
  // (Two texts of the English table, PWC and plain Kamikaze, are Popeye keywords whose conditions are
  // shown under another name: Circe's reading PWC, the seed's Kamikaze Rex Inclusiv.)
  for (const conditions::DutchDefinition& d : conditions::dutch_definitions())
    EXPECT_TRUE(named.contains(std::string(d.name)) ||
                conditions::resolve_condition({std::string(d.name)}).has_value() ||
                conditions::resolve_condition({"Circe", std::string(d.name)}).has_value())
        << d.name;
}

TEST(ConditionTextsNl, EveryConditionGameHasItsPageInDutch) {
  for (const GameCondition& game : game_conditions()) {
    const std::vector<ConditionDefinition> definitions = definitions_of("chess+" + game.word);
    ASSERT_EQ(definitions.size(), 1u) << game.word;
    EXPECT_FALSE(definitions[0].nl.empty()) << game.word;
    EXPECT_NE(definitions[0].nl, definitions[0].en) << game.word;
  }
  // (Worked out from the texts: Circe's first words in each language.)
  const std::vector<ConditionDefinition> circe = definitions_of("chess+circe");
  EXPECT_TRUE(circe[0].en.starts_with("A captured unit other than a king goes back"));
  EXPECT_TRUE(circe[0].nl.starts_with("Een geslagen stuk, behalve de koning, keert terug"));
}

}  // namespace
}  // namespace nightrider
