// A variant played under fairy conditions, named by joining their words with '+': "chess+circe",
// "chess+madrasi+patrol". Each word is a condition's game word (its Popeye keyword in lower case, without
// a trailing "chess": "andernach"), any of its Popeye keywords, or its seed name with hyphens for blanks
// ("anti-super-circe"). The conditions join the variant's rule set in the order their side effects apply,
// as in a problem (conditions/registry.h).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "conditions/condition_entry.h"
#include "conditions/seed_catalogue.h"
#include "rules/rules.h"

namespace nightrider {

// A condition one can play orthodox chess under: it needs no argument (squares, numbers) and is not a
// rule about a problem's aim (conditions that model mate only).
struct GameCondition {
  std::string word;  // its game word: "circe", "andernach"
  const conditions::ConditionEntry* entry;
};
const std::vector<GameCondition>& game_conditions();
std::string game_word(const conditions::ConditionEntry& entry);

// The rule set a name such as "chess+circe" gives, or why it gives none: "unknown condition 'x' in
// 'chess+x' (see `nightrider conditions`)", "chess+circe+kamikaze: Kamikaze cannot be combined with …".
struct GameBuild {
  std::shared_ptr<Rules> rules;
  std::string error;
};
GameBuild build_condition_game(std::string_view name);

// The game that plays chess under a seed condition of ../shared/spec/CONDITIONS.md: by its condition's
// game word ("chess+circe"), else by the seed name written with hyphens (a seed reading with arguments:
// "chess+anti-super-circe"); "" where there is none.
std::string seed_game(const conditions::SeedCondition& seed);

// The definitions, in our own words, of the conditions a name gives: a seed number ("75"), a condition's
// word or seed name ("circe", "anti-super-circe") or a game ("chess+circe+madrasi"), one per condition in
// the order written; empty if the name gives no condition. A condition without a text of ours yet has
// the heading and a line that says so.
struct ConditionDefinition {
  std::string heading;   // "75. Trou - Hole", "Circe"
  std::string en, fr;    // the definition
  std::string summary;   // one line (English)
  std::string nl;        // the definition in Dutch (conditions/condition_texts_nl.h)
};
std::vector<ConditionDefinition> definitions_of(std::string_view name);

}  // namespace nightrider
