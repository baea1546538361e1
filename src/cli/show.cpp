// `nightrider show`: draws a position and lists what the board does not show (side to move, rights,
// en passant, clocks), its FEN, and the result if the game is over.
#include <iostream>
#include <memory>

#include "cli/cli.h"
#include "notation/board_text.h"
#include "notation/fen.h"

namespace nightrider::cli {
namespace {

struct ShowOptions {
  PositionOptions position;
  bool ascii = false;
};

std::string colour_name(Colour c) { return c == Colour::White ? "White" : "Black"; }

// The FEN fields, read back from the FEN writer so the two never disagree.
std::string fen_field(const std::string& fen, int index) {
  size_t begin = 0;
  for (int i = 0; i < index; ++i) begin = fen.find(' ', begin) + 1;
  return fen.substr(begin, fen.find(' ', begin) - begin);
}

std::string outcome_text(const Outcome& o) {
  return o.reason + ", " + result_words(o.result) + " (" + result_string(o.result) + ")";
}

void run_show(const ShowOptions& options) {
  auto [rules, pos] = load_position(options.position);
  const BoardCharset charset = options.ascii ? BoardCharset::Ascii : BoardCharset::Unicode;
  const std::string fen = to_fen(*rules, pos);
  std::cout << board_text(*rules, pos, charset);
  if (const std::string legend = piece_legend(*rules, pos); !legend.empty())
    std::cout << "Pieces: " << legend << '\n';
  std::cout << '\n';
  const Colour side = pos.side_to_move();
  std::cout << "Variant: " << rules->name() << '\n';
  std::cout << "To move: " << colour_name(side) << (rules->in_check(pos, side) ? " (in check)" : "") << '\n';
  switch (rules->rights_notation()) {
    case RightsNotation::Castling:
      std::cout << "Castling: " << fen_field(fen, 2) << '\n';
      break;
    case RightsNotation::RoyalLeaps:
      std::cout << "Royal leaps: " << fen_field(fen, 2) << '\n';
      break;
    case RightsNotation::None:
      break;
  }
  if (rules->params().en_passant) std::cout << "En passant: " << fen_field(fen, 3) << '\n';
  std::cout << "Halfmove clock: " << pos.halfmove_clock() << '\n';
  std::cout << "Fullmove number: " << pos.fullmove_number() << '\n';
  std::cout << "FEN: " << fen << '\n';
  // Game ends by rule (mate, stalemate, a captured king) first; then draws a player may claim.
  if (const Outcome over = rules->outcome(pos, false); over.result != Result::Ongoing)
    std::cout << "Game over: " << outcome_text(over) << '\n';
  else if (const Outcome claim = rules->outcome(pos, true); claim.result != Result::Ongoing)
    std::cout << "Draw by rule: " << claim.reason << " (" << result_string(claim.result) << ")\n";
}

}  // namespace

void add_show_command(CLI::App& app) {
  auto options = std::make_shared<ShowOptions>();
  CLI::App* command = app.add_subcommand("show", "Draw a position and describe its state");
  add_position_options(*command, options->position);
  command->add_flag("--ascii", options->ascii, "Letters instead of Unicode chess glyphs (upper case White)");
  command->footer(
      "Examples:\n"
      "  nightrider show\n"
      "  nightrider show --fen '6k1/6Q1/6K1/8/8/8/8/8 b - - 0 1' --ascii\n"
      "  nightrider show --variant rococo");
  command->callback([options] { run_show(*options); });
}

}  // namespace nightrider::cli
