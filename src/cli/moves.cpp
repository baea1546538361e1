// `nightrider moves`: the legal moves of a position, one per line.
#include <iostream>
#include <memory>

#include "cli/cli.h"
#include "notation/move_text.h"

namespace nightrider::cli {
namespace {

struct MovesOptions {
  PositionOptions position;
  std::string format = "san";
};

void run_moves(const MovesOptions& options) {
  if (options.format != "san" && options.format != "uci")
    throw InputError("unknown move format '" + options.format + "' (known: san, uci)");
  auto [rules, pos] = load_position(options.position);
  const MoveList moves = sorted_legal_moves(*rules, pos);
  for (const Move& m : moves)
    std::cout << (options.format == "uci" ? to_uci(*rules, pos, m) : to_san(*rules, pos, m)) << '\n';
}

}  // namespace

void add_moves_command(CLI::App& app) {
  auto options = std::make_shared<MovesOptions>();
  CLI::App* command = app.add_subcommand("moves", "List the legal moves of a position, one per line");
  add_position_options(*command, options->position);
  add_condition_option(*command, options->position.conditions);
  command
      ->add_option("--format", options->format,
                   "san: readable form with side effects; uci: coordinates such as e2e4, e7e8q, a10a9")
      ->default_str("san")
      ->type_name("san|uci");
  command->footer(
      "Moves are listed by origin square (a1, a2, ..., b1, ...), then destination, so both formats list\n"
      "the same move on the same line. Nothing is printed when the side to move has no legal move.\n"
      "Example: nightrider moves --format uci --fen 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'");
  command->callback([options] { run_moves(*options); });
}

}  // namespace nightrider::cli
