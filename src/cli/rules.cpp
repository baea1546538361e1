// `nightrider rules VARIANT [--lang en|fr|nl]`: the rules of a variant for people to read; `nightrider rules
// CONDITION [--lang en|fr|nl]` (a seed number, "circe", "chess+circe+madrasi", a Popeye keyword or a seed
// name with hyphens): each condition's definition in our own words.
#include <algorithm>
#include <cctype>
#include <iostream>
#include <memory>
#include <sstream>

#include "cli/cli.h"
#include "variants/condition_games.h"
#include "variants/variants.h"

namespace nightrider::cli {
namespace {

constexpr std::string_view kLanguages[] = {"en", "fr", "nl"};

struct RulesOptions {
  std::string variant;
  std::string lang = "en";
};

// The definitions a name gives, each a heading line and its text wrapped at 100 columns for a terminal.
std::vector<std::string> condition_definitions(const std::string& name, const std::string& lang) {
  std::vector<std::string> out;
  for (const ConditionDefinition& d : definitions_of(name)) {
    std::string text = d.heading + "\n", line;
    std::istringstream words{std::string(lang == "fr" ? d.fr : lang == "nl" ? d.nl : d.en)};
    for (std::string word; words >> word;) {
      if (!line.empty() && line.size() + 1 + word.size() > 100) {
        text += line + "\n";
        line.clear();
      }
      line += (line.empty() ? "" : " ") + word;
    }
    out.push_back(text + line + "\n");
  }
  return out;
}

void run_rules(const RulesOptions& options) {
  const auto& variants = all_variants();
  const auto info = std::find_if(variants.begin(), variants.end(),
                                 [&](const VariantInfo& v) { return v.name == options.variant; });
  if (info == variants.end()) {
    const std::vector<std::string> definitions = condition_definitions(options.variant, options.lang);
    if (definitions.empty() && options.variant.find('+') != std::string::npos && !variant_error(options.variant).empty())
      throw InputError(variant_error(options.variant));
    if (definitions.empty())
      throw InputError("unknown variant '" + options.variant + "' (known: " + variant_names() + ")");
    if (std::find(std::begin(kLanguages), std::end(kLanguages), options.lang) == std::end(kLanguages))
      throw InputError("unknown language '" + options.lang + "' for a condition (known: en, fr, nl)");
    for (size_t i = 0; i < definitions.size(); ++i) std::cout << (i ? "\n" : "") << definitions[i];
    return;
  }
  if (std::find(std::begin(kLanguages), std::end(kLanguages), options.lang) == std::end(kLanguages))
    throw InputError("unknown language '" + options.lang + "' (known: en, fr, nl)");
  const std::string_view text = info->rules_text(options.lang);
  if (text.empty())
    throw Unavailable("the rules of " + options.variant + " are not written yet in '" + options.lang + "'");
  std::cout << text;
  if (text.back() != '\n') std::cout << '\n';
}

}  // namespace

void add_rules_command(CLI::App& app) {
  auto options = std::make_shared<RulesOptions>();
  CLI::App* command = app.add_subcommand("rules", "Print the rules of a variant or a fairy condition");
  command->add_option("VARIANT", options->variant,
                      "The variant (see `nightrider variants`), or a condition: its number or name in "
                      "`nightrider conditions`, or a game such as chess+circe+madrasi")
      ->required();
  command->add_option("--lang", options->lang, "Language: en, fr or nl")
      ->default_str("en")
      ->type_name("LANG");
  command->footer("Examples: nightrider rules chess --lang fr\n          nightrider rules chess+circe+madrasi\n"
                  "          nightrider rules 75 --lang fr");
  command->callback([options] { run_rules(*options); });
}

}  // namespace nightrider::cli
