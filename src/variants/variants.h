// The game variants, by name. Each variant lives in its own file and builds its rule set.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "rules/rules.h"

namespace nightrider {

struct VariantInfo {
  std::string name;
  std::string summary;               // one line for `nightrider variants`
  std::shared_ptr<Rules> (*make)();  // a new rule set each time (conditions may be added to it)
  // The rules for people, in "en", "fr" or "nl"; empty for a language we do not have.
  std::string_view (*rules_text)(std::string_view lang);
};

const std::vector<VariantInfo>& all_variants();
// The rule set of a variant, or nullptr for an unknown name.
std::shared_ptr<const Rules> make_variant(std::string_view name);
// A new rule set of the variant still open to building (conditions), or nullptr for an unknown name or
// a combination of conditions refused (variant_error says why). Neither throws.
std::shared_ptr<Rules> build_variant(std::string_view name);
std::string variant_names();  // "chess, antiking1, …" for error messages
// Why a name gives no rule set ("unknown variant 'x' …", "unknown condition 'y' in 'chess+y' …", a
// combination of conditions refused); empty when it gives one. A variant under conditions is named
// "chess+circe" (variants/condition_games.h).
std::string variant_error(std::string_view name);

// Of a rules text's three languages, the one `lang` names ("en", "fr", "nl"); empty for another.
inline std::string_view text_in_language(std::string_view lang, std::string_view en, std::string_view fr,
                                         std::string_view nl) {
  if (lang == "en") return en;
  if (lang == "fr") return fr;
  if (lang == "nl") return nl;
  return {};
}

// One builder and one rules text per variant file.
std::shared_ptr<Rules> make_chess();
std::string_view chess_rules_text(std::string_view lang);
std::shared_ptr<Rules> make_antiking1();
std::shared_ptr<Rules> make_antiking2();
std::string_view antiking1_rules_text(std::string_view lang);
std::string_view antiking2_rules_text(std::string_view lang);
std::shared_ptr<Rules> make_magnetic();
std::shared_ptr<Rules> make_antimagnetic();
std::string_view magnetic_rules_text(std::string_view lang);
std::string_view antimagnetic_rules_text(std::string_view lang);
std::shared_ptr<Rules> make_rococo();
std::string_view rococo_rules_text(std::string_view lang);

// Puts the orthodox K Q R B N P with FIDE promotion choices into a rule set (variants/chess.cpp).
void use_orthodox_army(Rules& rules);

}  // namespace nightrider
