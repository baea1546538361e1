// `nightrider variants`: the variants one can play, each with its one-line summary.
#include "variants/variants.h"

#include <iostream>

#include "cli/cli.h"

namespace nightrider::cli {
namespace {

void run_variants() {
  size_t width = 0;
  for (const VariantInfo& v : all_variants()) width = std::max(width, v.name.size());
  for (const VariantInfo& v : all_variants()) {
    // A variant whose rule set cannot be built yet is not offered.
    try {
      if (!v.make()) continue;
    } catch (const std::exception&) {
      continue;
    }
    std::cout << v.name << std::string(width - v.name.size() + 2, ' ') << v.summary << '\n';
  }
}

}  // namespace

void add_variants_command(CLI::App& app) {
  CLI::App* command = app.add_subcommand("variants", "List the game variants with a one-line summary each");
  command->footer("Example: nightrider variants");
  command->callback(run_variants);
}

}  // namespace nightrider::cli
