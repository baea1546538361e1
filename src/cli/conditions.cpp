// `nightrider conditions`: the 78 conditions of seed 001, each with its number, seed name, Popeye keyword,
// whether the solver has it and the game that plays orthodox chess under it.
#include <iostream>
#include <string>

#include "cli/cli.h"
#include "conditions/seed_catalogue.h"
#include "variants/condition_games.h"

namespace nightrider::cli {
namespace {

void run_conditions() {
  std::cout << "  #  seed 001 name                               Popeye keyword                   solver  game\n";
  int solved = 0, played = 0;
  for (const conditions::SeedCondition& seed : conditions::seed_conditions()) {
    const auto resolved = conditions::resolve_seed_condition(seed);
    const std::string game = seed_game(seed);
    std::string keyword = seed.popeye.empty() ? "-" : std::string(seed.popeye);
    std::string name(seed.seed_name);
    // (Columns by characters: the seed names hold accented letters of two bytes.)
    auto width = [](const std::string& s) {
      size_t n = 0;
      for (unsigned char c : s) n += (c & 0xC0) != 0x80;
      return n;
    };
    auto padded = [&](const std::string& s, size_t w) { return s + std::string(w > width(s) ? w - width(s) : 1, ' '); };
    std::string number = std::to_string(seed.number);
    std::cout << std::string(3 - number.size(), ' ') << number << "  " << padded(name, 45) << padded(keyword, 33)
              << padded(resolved ? "yes" : "no", 8) << (game.empty() ? "-" : game) << '\n';
    solved += resolved.has_value();
    played += !game.empty();
  }
  std::cout << solved << " of " << conditions::seed_conditions().size() << " in the solver, " << played
            << " playable as games (`nightrider play --variant chess+circe`).\n";
}

}  // namespace

void add_conditions_command(CLI::App& app) {
  CLI::App* command = app.add_subcommand(
      "conditions", "List the 78 fairy conditions of seed 001: Popeye keyword, solver, game");
  command->footer(
      "Each row: the seed's number and name, Popeye's keyword (\"-\": Popeye has none), whether `nightrider\n"
      "solve` reads it, and the variant name that plays orthodox chess under it (`play`, `uci`, `xboard`,\n"
      "`match` and the web lobby take it). Conditions combine: chess+madrasi+patrol.\n"
      "Example: nightrider conditions");
  command->callback(run_conditions);
}

}  // namespace nightrider::cli
