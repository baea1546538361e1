// `nightrider perft`: counts the leaves of the legal-move tree to a depth. The count goes to stdout (the
// total is always the last number printed); timing goes to stderr so scripts can read stdout alone.
#include "search/perft.h"

#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>

#include "cli/cli.h"
#include "notation/move_text.h"

namespace nightrider::cli {
namespace {

constexpr int kMaxDepth = 20;

struct PerftOptions {
  PositionOptions position;
  std::string depth;  // text, so that "0", "-3" and "x" all get the same clear message
  bool divide = false;
};

int parse_depth(const std::string& text) {
  const std::string complaint =
      "bad depth '" + text + "': give a whole number from 1 to " + std::to_string(kMaxDepth);
  if (text.empty() || text.size() > 2 || text.find_first_not_of("0123456789") != std::string::npos)
    throw InputError(complaint);
  const int depth = std::stoi(text);
  if (depth < 1 || depth > kMaxDepth) throw InputError(complaint);
  return depth;
}

void run_perft(const PerftOptions& options) {
  const int depth = parse_depth(options.depth);
  auto [rules, pos] = load_position(options.position);
  const auto start = std::chrono::steady_clock::now();
  uint64_t total = 0;
  if (options.divide) {
    const MoveList moves = sorted_legal_moves(*rules, pos);
    for (const Move& m : moves) {
      const std::string text = to_uci(*rules, pos, m);
      rules->play(pos, m);
      const uint64_t count = depth == 1 ? 1 : perft(*rules, pos, depth - 1);
      rules->undo(pos);
      total += count;
      std::cout << text << ": " << count << '\n';
    }
    std::cout << '\n' << total << '\n';
  } else {
    total = perft(*rules, pos, depth);
    std::cout << total << '\n';
  }
  std::cout.flush();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  char timing[128];
  std::snprintf(timing, sizeof timing, "depth %d: %llu nodes in %.2f s (%.1f Mnps)", depth,
                static_cast<unsigned long long>(total), seconds,
                seconds > 0 ? static_cast<double>(total) / seconds / 1e6 : 0.0);
  std::cerr << timing << '\n';
}

}  // namespace

void add_perft_command(CLI::App& app) {
  auto options = std::make_shared<PerftOptions>();
  CLI::App* command =
      app.add_subcommand("perft", "Count the leaves of the legal-move tree (move generator test)");
  add_position_options(*command, options->position);
  add_condition_option(*command, options->position.conditions);
  command->add_option("--depth,-d", options->depth, "Depth in plies, 1 to 20")->required()->type_name("N");
  command->add_flag("--divide", options->divide,
                    "One line per legal move with its count (\"e2e4: 20\"), then a blank line and the total");
  command->footer(
      "The total is the last number printed on stdout; the time taken goes to stderr.\n"
      "Example: nightrider perft --depth 5 --divide");
  command->callback([options] { run_perft(*options); });
}

}  // namespace nightrider::cli
