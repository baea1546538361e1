// `nightrider rules VARIANT [--lang en|fr|nl]`: the rules of a variant for people to read; `nightrider rules
// CONDITION [--lang en|fr]` (a seed number, "circe", "chess+circe+madrasi", a Popeye keyword or a seed
// name with hyphens): each condition's definition in our own words.
#include <algorithm>
#include <cctype>
#include <iostream>
#include <memory>
#include <sstream>

#include "cli/cli.h"
#include "conditions/registry.h"
#include "conditions/seed_catalogue.h"
#include "variants/condition_games.h"
#include "variants/variants.h"

namespace nightrider::cli {
namespace {

constexpr std::string_view kLanguages[] = {"en", "fr", "nl"};

struct RulesOptions {
  std::string variant;
  std::string lang = "en";
};

// The definitions of the conditions a name gives ("75", "circe", "chess+circe+madrasi", "anti-super-circe"),
// each as "name: definition"; empty if the name gives no condition.
std::vector<std::string> condition_definitions(const std::string& name, const std::string& lang) {
  // (The definition wrapped at 100 columns, for a terminal.)
  auto text_of = [&](std::string_view heading, std::string_view en, std::string_view fr) {
    std::string out = std::string(heading) + "\n", line;
    std::istringstream words{std::string(lang == "fr" ? fr : en)};
    for (std::string word; words >> word;) {
      if (!line.empty() && line.size() + 1 + word.size() > 100) {
        out += line + "\n";
        line.clear();
      }
      line += (line.empty() ? "" : " ") + word;
    }
    return out + line + "\n";
  };
  const auto& seeds = conditions::seed_conditions();
  const bool number = !name.empty() && std::all_of(name.begin(), name.end(), [](unsigned char c) { return std::isdigit(c); });
  if (number) {
    const size_t n = name.size() <= 3 ? std::stoul(name) : 0;
    if (n < 1 || n > seeds.size()) return {};
    const auto& seed = seeds[n - 1];
    return {text_of(std::to_string(seed.number) + ". " + std::string(seed.seed_name), seed.en, seed.fr)};
  }
  std::string words = name;
  if (words.find('+') == std::string::npos) words = "chess+" + words;
  std::vector<std::string> out;
  size_t start = words.find('+') + 1;
  while (start <= words.size()) {
    const size_t plus = std::min(words.find('+', start), words.size());
    const std::string word = words.substr(start, plus - start);
    start = plus + 1;
    // A seed name as written (hyphens for blanks) gives the seed's text, whatever the registry has.
    const std::string folded = conditions::folded_name(word);
    const auto seed = std::find_if(seeds.begin(), seeds.end(), [&](const conditions::SeedCondition& s) {
      return conditions::folded_name(s.seed_name) == folded;
    });
    if (seed != seeds.end()) {
      out.push_back(text_of(std::to_string(seed->number) + ". " + std::string(seed->seed_name), seed->en, seed->fr));
      continue;
    }
    const GameBuild build = build_condition_game("chess+" + word);
    if (!build.rules) return {};
    std::optional<conditions::ResolvedCondition> resolved;
    for (const GameCondition& g : game_conditions())
      if (g.word == conditions::lower_case(word)) resolved = conditions::ResolvedCondition{g.entry, {}};
    if (!resolved) resolved = conditions::resolve_condition({word});
    if (!resolved) resolved = conditions::resolve_condition({word + "chess"});
    if (!resolved) return {};
    const auto text = conditions::condition_text(*resolved->entry);
    if (!text)
      out.push_back(std::string(resolved->entry->names.en) + "\n(no definition of ours is written for it yet: see " +
                    "docs/conditions.md)\n");
    else
      out.push_back(text_of(text->name, text->en, text->fr));
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
    if (options.lang != "en" && options.lang != "fr")
      throw InputError("unknown language '" + options.lang + "' for a condition (known: en, fr)");
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
