// `nightrider rules VARIANT [--lang en|fr|nl]`: the rules of a variant for people to read.
#include <algorithm>
#include <iostream>
#include <memory>

#include "cli/cli.h"
#include "variants/variants.h"

namespace nightrider::cli {
namespace {

constexpr std::string_view kLanguages[] = {"en", "fr", "nl"};

struct RulesOptions {
  std::string variant;
  std::string lang = "en";
};

void run_rules(const RulesOptions& options) {
  const auto& variants = all_variants();
  const auto info = std::find_if(variants.begin(), variants.end(),
                                 [&](const VariantInfo& v) { return v.name == options.variant; });
  if (info == variants.end())
    throw InputError("unknown variant '" + options.variant + "' (known: " + variant_names() + ")");
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
  CLI::App* command = app.add_subcommand("rules", "Print the rules of a variant");
  command->add_option("VARIANT", options->variant, "The variant (see `nightrider variants`)")->required();
  command->add_option("--lang", options->lang, "Language: en, fr or nl")
      ->default_str("en")
      ->type_name("LANG");
  command->footer("Example: nightrider rules chess --lang fr");
  command->callback([options] { run_rules(*options); });
}

}  // namespace nightrider::cli
