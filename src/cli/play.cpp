// `nightrider play`: an interactive game in the terminal. The options are checked here; the game itself
// is play::Session, wired to stdin and stdout.
#include <cmath>
#include <iostream>
#include <memory>
#include <sstream>

#include "cli/cli.h"
#include "play/session.h"

namespace nightrider::cli {
namespace {

struct PlayOptions {
  PositionOptions position;
  std::string engine_side = "black";
  double seconds = 1.0;
  int depth = 0;
  int level = 20;
  bool ascii = false;
  bool flip = false;
  const CLI::Option* time_option = nullptr;
};

void run_play(const PlayOptions& options) {
  play::SessionOptions session;
  const std::optional<play::EngineSide> side = play::parse_engine_side(options.engine_side);
  if (!side)
    throw InputError("bad --engine-side '" + options.engine_side + "' (known: white, black, none, both)");
  session.engine_side = *side;
  if (!std::isfinite(options.seconds) || options.seconds <= 0 || options.seconds > 86400) {
    std::ostringstream text;
    text << "bad --time " << options.seconds << " (seconds per move, more than 0, at most 86400)";
    throw InputError(text.str());
  }
  if (options.depth < 0 || options.depth > 100)
    throw InputError("bad --depth " + std::to_string(options.depth) + " (1 to 100, or 0 for no limit)");
  if (options.level < 0 || options.level > 20)
    throw InputError("bad --level " + std::to_string(options.level) + " (0 to 20)");
  // --depth alone limits the depth only; --time (or neither) limits the time per move.
  const bool timed = options.time_option->count() > 0 || options.depth == 0;
  session.movetime_ms = timed ? std::max<int64_t>(1, std::llround(options.seconds * 1000)) : 0;
  session.depth = options.depth;
  session.level = options.level;
  session.ascii = options.ascii;
  session.flip = options.flip;
  auto [rules, position] = load_position(options.position);
  play::Session game(std::move(rules), std::move(position), session, std::cin, std::cout);
  game.run();
}

}  // namespace

void add_play_command(CLI::App& app) {
  auto options = std::make_shared<PlayOptions>();
  CLI::App* command =
      app.add_subcommand("play", "Play a game in the terminal, against the engine or a friend");
  add_position_options(*command, options->position);
  command->add_option("--engine-side", options->engine_side, "Who the engine plays: white, black, none, both")
      ->default_str("black")
      ->type_name("SIDE");
  options->time_option =
      command->add_option("--time", options->seconds, "Engine thinking time per move, seconds")
          ->default_str("1")
          ->type_name("SECONDS");
  command->add_option("--depth", options->depth, "Engine search depth limit (alone: no time limit)")
      ->type_name("N");
  command->add_option("--level", options->level, "Engine strength, 0 (weakest) to 20 (full)")
      ->default_str("20")
      ->type_name("0-20");
  command->add_flag("--ascii", options->ascii, "Letters instead of Unicode chess glyphs (upper case White)");
  command->add_flag("--flip", options->flip, "Turn the board around (it starts from your side)");
  command->footer(
      "Type a move (e2e4, Nf3, O-O) or a command: undo, hint, moves, board, flip, fen, save FILE.pgn,\n"
      "load FILE.pgn, new [VARIANT], level N, engine SIDE, help, quit.\n"
      "Examples:\n"
      "  nightrider play\n"
      "  nightrider play --variant rococo --engine-side white --time 5\n"
      "  nightrider play --engine-side none --ascii");
  command->callback([options] { run_play(*options); });
}

}  // namespace nightrider::cli
