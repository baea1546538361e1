// `nightrider book`: writes an opening book for `nightrider match --book`: random plies from the
// variant's start position, kept when a search to a modest depth rates the position about level,
// duplicates removed. One FEN a line, after comment lines saying how the book was made.
#include <charconv>
#include <fstream>
#include <iostream>
#include <memory>

#include "cli/cli.h"
#include "match/book.h"

namespace nightrider::cli {
namespace {

struct BookOptions {
  std::string variant = "chess";
  std::string count = "300", min_plies = "4", max_plies = "8", depth = "6", max_eval = "60", seed = "1";
  std::string out;
};

int parse_book_number(const std::string& name, const std::string& text, int low, int high) {
  int n = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (text.empty() || error != std::errc{} || end != text.data() + text.size() || n < low || n > high)
    throw InputError("bad --" + name + " '" + text + "': give a whole number from " + std::to_string(low) +
                     " to " + std::to_string(high));
  return n;
}

void run_book_command(const BookOptions& options) {
  const auto rules = load_variant(options.variant);
  match::BookSpec spec;
  spec.count = parse_book_number("count", options.count, 1, 100000);
  spec.min_plies = parse_book_number("min-plies", options.min_plies, 0, 40);
  spec.max_plies = parse_book_number("max-plies", options.max_plies, 0, 40);
  if (spec.max_plies < spec.min_plies)
    throw InputError("bad --max-plies '" + options.max_plies + "': below --min-plies");
  spec.depth = parse_book_number("depth", options.depth, 1, 30);
  spec.max_eval = parse_book_number("max-eval", options.max_eval, 0, 10000);
  spec.seed = static_cast<uint64_t>(parse_book_number("seed", options.seed, 0, 1 << 30));

  std::ofstream file;
  if (!options.out.empty()) {
    file.open(options.out, std::ios::binary | std::ios::trunc);
    if (!file) throw InputError("cannot write the book '" + options.out + "'");
  }
  std::ostream& out = options.out.empty() ? std::cout : file;
  std::vector<std::string> fens;
  try {
    fens = match::generate_book(*rules, spec, [&](int kept, int attempts) {
      if (attempts % 100 == 0) std::cerr << "book: " << kept << " openings after " << attempts << " tries\n";
    });
  } catch (const std::runtime_error& e) {
    throw Unavailable(e.what());
  }
  out << "# " << rules->name() << ": " << fens.size() << " openings, made by `nightrider book --variant "
      << options.variant << " --count " << spec.count << " --min-plies " << spec.min_plies << " --max-plies "
      << spec.max_plies << " --depth " << spec.depth << " --max-eval " << spec.max_eval << " --seed "
      << spec.seed << "`\n"
      << "# random plies from the start position, kept when a depth-" << spec.depth
      << " search scores |eval| <= " << spec.max_eval << " cp, duplicates removed\n";
  for (const std::string& fen : fens) out << fen << "\n";
  out.flush();
  if (!out) throw Unavailable("writing the book failed");
  std::cerr << "book: " << fens.size() << " openings\n";
}

}  // namespace

void add_book_command(CLI::App& app) {
  auto options = std::make_shared<BookOptions>();
  CLI::App* command =
      app.add_subcommand("book", "Write an opening book of balanced random openings for `match --book`");
  command->add_option("--variant", options->variant, "Game variant (see `nightrider variants`)")
      ->default_str("chess")
      ->type_name("VARIANT");
  command->add_option("--count", options->count, "Openings wanted")->default_str("300")->type_name("N");
  command->add_option("--min-plies", options->min_plies, "Fewest random plies")->default_str("4")->type_name("K");
  command->add_option("--max-plies", options->max_plies, "Most random plies")->default_str("8")->type_name("K");
  command->add_option("--depth", options->depth, "Depth of the search that judges an opening")
      ->default_str("6")
      ->type_name("D");
  command->add_option("--max-eval", options->max_eval, "Keep openings scored within this many centipawns")
      ->default_str("60")
      ->type_name("CP");
  command->add_option("--seed", options->seed, "Seed of the random plies")->default_str("1")->type_name("S");
  command->add_option("--out", options->out, "Write the book here (default: stdout)")->type_name("FILE");
  command->footer("Example: nightrider book --variant rococo --count 300 --out bench/books/rococo.txt");
  command->callback([options] { run_book_command(*options); });
}

}  // namespace nightrider::cli
