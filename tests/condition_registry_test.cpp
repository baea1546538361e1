// The conditions' declarations (conditions/condition_entry.h) as the registry, the Popeye reader and the
// solver's setup read them: each condition by each of its keywords in each language and by its seed
// names, the declared order of side effects, the attributes, and combinations refused naming both.
#include <gtest/gtest.h>

#include <set>

#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "conditions/registry.h"
#include "solver/popeye_reader.h"
#include "solver/popeye_tables.h"
#include "solver/problem_setup.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using conditions::ConditionEntry;
using conditions::Language;

const ConditionEntry* registered(std::string_view english) {
  for (const ConditionEntry* e : conditions::all_conditions())
    if (e->names.en == english) return e;
  return nullptr;
}

// One problem read from Popeye's text in the language of `language`, with the condition keyword given.
std::vector<solver::ReadProblem> registry_problem_with(Language language, std::string_view keyword) {
  std::string text;
  switch (language) {
    case Language::English:
      text = "BeginProblem\nStipulation #2\nPieces White Ke1 Qd1 Black Ke8\nCondition " +
             std::string(keyword) + "\nEndProblem\n";
      break;
    case Language::French:
      // (The pieces first: "pieces" after a condition would be Popeye's condition PiecesPerdues.)
      text = "DebutProbleme\nenonce #2\npieces blanc re1 dd1 noir re8\ncondition " + std::string(keyword) +
             "\nFinProbleme\n";
      break;
    case Language::German:
      text = "AnfangProblem\nForderung #2\nSteine Weiss Ke1 Dd1 Schwarz Ke8\nBedingung " +
             std::string(keyword) + "\nEndeProblem\n";
      break;
  }
  return solver::read_problems(text);
}

std::vector<std::string> registry_words(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

TEST(ConditionRegistry, EveryConditionByEachKeywordInEachLanguage) {
  for (const ConditionEntry* e : conditions::all_conditions()) {
    for (Language language : {Language::English, Language::French, Language::German}) {
      const std::string_view keyword = e->names.in(language);
      SCOPED_TRACE(std::string(e->names.en) + " as " + std::string(keyword));
      ASSERT_FALSE(keyword.empty());
      EXPECT_EQ(conditions::find_condition(keyword, language), e);
      EXPECT_EQ(conditions::find_condition(keyword), e);  // (any language: --condition)
      const auto resolved = conditions::resolve_condition({std::string(keyword)});
      ASSERT_TRUE(resolved);
      EXPECT_EQ(resolved->entry, e);
      // In a Popeye problem written in that language.
      auto read = registry_problem_with(language, keyword);
      // A condition whose arguments are required (a list of squares) is given one square.
      if (read.size() == 1 && std::holds_alternative<solver::ProblemError>(read[0]) &&
          std::get<solver::ProblemError>(read[0]).message.starts_with("missing squares")) {
        read = registry_problem_with(language, std::string(keyword) + " e4");
        // (The Dister conditions need two squares: with one, Popeye leaves the condition out.)
        if (read.size() == 1 && std::holds_alternative<solver::Problem>(read[0]) &&
            std::get<solver::Problem>(read[0]).twins.at(0).conditions.empty())
          read = registry_problem_with(language, std::string(keyword) + " e4e5");
      }
      // One that needs a unit (LastCapture) is given a pawn, in the language's words.
      if (read.size() == 1 && std::holds_alternative<solver::ProblemError>(read[0]) &&
          std::get<solver::ProblemError>(read[0]).message.find("needs a colour") != std::string::npos)
        read = registry_problem_with(language, std::string(keyword) + (language == Language::English  ? " white pg4"
                                                                       : language == Language::French ? " blanc pg4"
                                                                                                      : " weiss bg4"));
      // One whose arguments are piece codes (PromOnly) is given the queen's, in that language.
      if (read.size() == 1 && std::holds_alternative<solver::ProblemError>(read[0]) &&
          std::get<solver::ProblemError>(read[0]).message.find("needs piece codes") != std::string::npos)
        read = registry_problem_with(language, std::string(keyword) + (language == Language::English ? " Q" : " D"));
      ASSERT_EQ(read.size(), 1u);
      ASSERT_TRUE(std::holds_alternative<solver::Problem>(read[0]))
          << std::get<solver::ProblemError>(read[0]).message;
      const auto& twin = std::get<solver::Problem>(read[0]).twins.at(0);
      ASSERT_EQ(twin.conditions.size(), 1u);
      EXPECT_EQ(conditions::find_condition(solver::base_condition(twin.conditions[0]).name), e);
    }
  }
}

TEST(ConditionRegistry, KeywordsAgreeWithPopeyesVocabulary) {
  // A condition Popeye has declares Popeye's own keywords (the reader's table of Popeye's conditions,
  // checked against Popeye's sources); the others are Nightrider's words.
  // Nightrider's own conditions, which Popeye does not have.
  const std::set<std::string> ours = {"Kamikaze", "Anneciens", "Progressif", "SiameseKings", "NoDoublePawns", "RoseChess", "CuckooCirce", "Gravitation", "Locusauteur", "StrictlyTransmutedKings", "Dynamo", "Absorbant", "Alsacien", "Amnesie", "DeadReckoning", "RexMultiplex", "Augsburg"};
  for (const ConditionEntry* e : conditions::all_conditions()) {
    int rows = 0;
    for (const auto& row : solver::popeye::kConditions) {
      if (e->names.en != row.en) continue;
      ++rows;
      EXPECT_EQ(e->names.fr, row.fr) << e->names.en;
      EXPECT_EQ(e->names.de, row.de) << e->names.en;
    }
    EXPECT_EQ(rows, ours.count(std::string(e->names.en)) ? 0 : 1) << e->names.en;
  }
}

TEST(ConditionRegistry, EveryConditionByItsSeedNames) {
  int seeds = 0;
  for (const ConditionEntry* e : conditions::all_conditions()) {
    for (const conditions::SeedName& seed : e->names.seeds) {
      SCOPED_TRACE(std::string(seed.name));
      const auto resolved = conditions::resolve_condition(registry_words(seed.name));
      ASSERT_TRUE(resolved);
      EXPECT_EQ(resolved->entry, e);
      // (A one-word seed name that is also the Popeye keyword gives the Popeye reading, without the
      // seed's arguments: "Isardam" is Popeye's Isardam, whose default is the seed's type A.)
      const bool keyword = conditions::find_condition(seed.name) == e;
      const std::vector<std::string> expected =
          keyword ? std::vector<std::string>{}
                  : std::vector<std::string>(seed.arguments.begin(), seed.arguments.end());
      EXPECT_EQ(resolved->arguments, expected);
      ++seeds;
    }
  }
  EXPECT_GE(seeds, 31);
  EXPECT_EQ(conditions::resolve_condition({"Fantomes"})->entry, registered("GhostChess"));
  EXPECT_EQ(conditions::resolve_condition({"Vogtlander"})->entry, registered("VogtlaenderChess"));
}

TEST(ConditionRegistry, UnknownNamesAreRefusedHelpfully) {
  EXPECT_EQ(conditions::find_condition("Frobnicate"), nullptr);
  EXPECT_FALSE(conditions::resolve_condition({"Frobnicate"}));
  // A French keyword is not a German one.
  EXPECT_EQ(conditions::find_condition("EchecsEinstein", Language::German), nullptr);
  EXPECT_NE(conditions::condition_names().find("Circe, AntiCirce"), std::string::npos);
  // A condition Popeye knows that Nightrider does not have yet: refused by name when the twin is set up.
  const auto read = registry_problem_with(Language::German, "PatienceSchach");
  const auto& twin = std::get<solver::Problem>(read.at(0)).twins.at(0);
  try {
    solver::set_up(twin);
    FAIL() << "PatienceChess was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()), "condition PatienceChess is not supported yet");
  }
  // A word that is no condition at all: the reader's error.
  const auto unknown = registry_problem_with(Language::French, "Frobnicate");
  ASSERT_TRUE(std::holds_alternative<solver::ProblemError>(unknown.at(0)));
  EXPECT_NE(std::get<solver::ProblemError>(unknown[0]).message.find("unknown condition \"Frobnicate\""),
            std::string::npos);
}

TEST(ConditionRegistry, AntiCirceBeforeCirceWhateverTheWrittenOrder) {
  const ConditionEntry* circe = registered("Circe");
  const ConditionEntry* anticirce = registered("AntiCirce");
  const ConditionEntry* madrasi = registered("Madrasi");
  using Order = std::vector<size_t>;
  EXPECT_EQ(conditions::application_order({circe, anticirce}), (Order{1, 0}));
  EXPECT_EQ(conditions::application_order({anticirce, circe}), (Order{0, 1}));
  // The others stay where written; AntiCirce moves only ahead of Circe.
  EXPECT_EQ(conditions::application_order({madrasi, circe, madrasi, anticirce}), (Order{0, 3, 1, 2}));
  EXPECT_EQ(conditions::application_order({circe, anticirce, anticirce}), (Order{1, 2, 0}));
  EXPECT_EQ(conditions::application_order({madrasi, anticirce}), (Order{0, 1}));
  // A condition not found keeps its place (the setup refuses it there, after the ones before it).
  EXPECT_EQ(conditions::application_order({circe, nullptr, anticirce}), (Order{2, 0, 1}));
}

TEST(ConditionRegistry, AttributesByTheirKeywordsInEachLanguage) {
  for (const conditions::AttributeEntry* a : conditions::all_attributes())
    for (Language language : {Language::English, Language::French, Language::German})
      EXPECT_EQ(conditions::find_attribute(a->in(language)), a) << a->in(language);
  EXPECT_EQ(conditions::find_attribute("Koeniglich")->bit, kAttributeRoyal);
  EXPECT_EQ(conditions::find_attribute("Imprenable")->bit, kAttributeUncapturable);
  EXPECT_EQ(conditions::find_attribute("Jigger"), nullptr);  // (Popeye's, not ours yet)
  // A neutral paralysing unit is refused by the attribute's declaration.
  const auto read = solver::read_problems(
      "BeginProblem\nStipulation #2\nPieces White Ke1 Black Ke8 Neutral Paralysing Sd4\nEndProblem\n");
  try {
    solver::set_up(std::get<solver::Problem>(read.at(0)).twins.at(0));
    FAIL() << "a neutral paralysing unit was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()), "piece attribute Paralysing on a neutral unit is not supported yet");
  }
}

TEST(ConditionRegistry, ARefusedCombinationNamesBoth) {
  using condition_checks::chess_with;
  using condition_checks::ConditionList;
  const std::string reason = "sending every capturer to its rebirth square is not supported yet";
  try {
    chess_with(ConditionList{{"Circe", {}}, {"Kamikaze", {}}});
    FAIL() << "Circe with Kamikaze was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()), "Kamikaze cannot be combined with Circe: " + reason);
  }
  try {
    chess_with(ConditionList{{"Kamikaze", {}}, {"Circe", {}}});
    FAIL() << "Kamikaze with Circe was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()), "Circe cannot be combined with Kamikaze: " + reason);
  }
  // Super-Circe and Anti-Super-Circe share their still first-rank pawns: the combination is refused
  // only because their choices do not fit in one move (tests/super_circe_test.cpp), not by the pawns.
  EXPECT_NO_THROW(chess_with(ConditionList{{"Circe", {"Super"}}}));
}

TEST(ConditionRegistry, AConditionBeyondPopeyesVocabularyInAProblem) {
  // Kamikaze is Nightrider's condition (Popeye has the attribute only): the reader finds it by the
  // keyword its entry declares, in a German problem too, and the solver sets it up.
  const auto read = registry_problem_with(Language::German, "Kamikaze");
  ASSERT_TRUE(std::holds_alternative<solver::Problem>(read.at(0)));
  const auto& twin = std::get<solver::Problem>(read[0]).twins.at(0);
  ASSERT_EQ(twin.conditions.size(), 1u);
  EXPECT_EQ(twin.conditions[0].name, "Kamikaze");
  EXPECT_NO_THROW(solver::set_up(twin));
}

// The one-side argument MultiCaptures and KobulKings share (conditions::one_side_argument): none is
// both sides; White or Black in each of Popeye's languages, any case; anything else, or two sides, is
// refused naming the keyword and the word.
TEST(ConditionRegistry, OneSideArgumentInEachLanguage) {
  using conditions::one_side_argument;
  EXPECT_EQ(one_side_argument("KobulKings", {}), Colour::None);
  for (const char* white : {"White", "weiss", "Blancs", "WHITE"})
    EXPECT_EQ(one_side_argument("KobulKings", {white}), Colour::White) << white;
  for (const char* black : {"black", "Schwarz", "noirs"})
    EXPECT_EQ(one_side_argument("MultiCaptures", {black}), Colour::Black) << black;
  try {
    one_side_argument("MultiCaptures", {"White", "Black"});
    ADD_FAILURE() << "two sides accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()), "MultiCaptures Black is not supported (White or Black)");
  }
  EXPECT_THROW(one_side_argument("KobulKings", {"neutral"}), std::invalid_argument);
  // Both conditions read their argument through it.
  const std::shared_ptr<Rules> rules = solver::make_problem_rules();
  EXPECT_THROW(conditions::find_condition("KobulKings")->apply(*rules, {"Both"}), std::invalid_argument);
  EXPECT_THROW(conditions::find_condition("MultiCaptures")->apply(*rules, {"Blanc"}), std::invalid_argument);
}

}  // namespace
}  // namespace nightrider
