// `nightrider`: the command line. Each subcommand lives in its own file; this one parses, dispatches
// and turns every failure into one line on stderr and an exit status (0 ok, 1 failure, 2 bad input).
#include <CLI/CLI.hpp>
#include <iostream>
#include <string>

#include "cli/cli.h"
#include "notation/fen.h"

#ifndef NIGHTRIDER_VERSION
#define NIGHTRIDER_VERSION "unknown"
#endif

namespace {

// CLI11's messages may span lines; the contract is one line on stderr.
std::string one_line(std::string text) {
  for (char& c : text)
    if (c == '\n' || c == '\r') c = ' ';
  while (!text.empty() && text.back() == ' ') text.pop_back();
  return text;
}

int run(int argc, char** argv) {
  using namespace nightrider::cli;
  CLI::App app{"Nightrider: fairy chess variants and problems.", "nightrider"};
  app.set_version_flag("--version", std::string("nightrider ") + NIGHTRIDER_VERSION);
  app.require_subcommand(0, 1);
  app.footer(
      "Run `nightrider COMMAND --help` for the options of a command.\n"
      "Exit status: 0 success, 2 bad input (one line on stderr says what), 1 other failure.");
  add_variants_command(app);
  add_conditions_command(app);
  add_rules_command(app);
  add_show_command(app);
  add_moves_command(app);
  add_perft_command(app);
  add_uci_command(app);
  add_xboard_command(app);
  add_play_command(app);
  add_match_command(app);
  add_book_command(app);
  add_solve_command(app);
  add_serve_command(app);

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    // Point at the help of the command being parsed, if one was named.
    const auto named = app.get_subcommands();
    if (named.empty() && argc > 1 && argv[1][0] != '-') {
      std::string known;
      for (const CLI::App* command : app.get_subcommands([](const CLI::App*) { return true; }))
        known += (known.empty() ? "" : ", ") + command->get_name();
      std::cerr << "unknown command '" << argv[1] << "' (known: " << known << ")\n";
      return kExitBadInput;
    }
    const std::string help_command =
        named.empty() ? "nightrider --help" : "nightrider " + named.front()->get_name() + " --help";
    std::cerr << one_line(e.what()) << " (see `" << help_command << "`)\n";
    return kExitBadInput;
  } catch (const ExitStatus& e) {
    return e.status();
  } catch (const InputError& e) {
    std::cerr << one_line(e.what()) << '\n';
    return kExitBadInput;
  } catch (const nightrider::FenError& e) {
    std::cerr << one_line(e.what()) << '\n';
    return kExitBadInput;
  } catch (const Unavailable& e) {
    std::cerr << one_line(e.what()) << '\n';
    return kExitFailure;
  }
  // A bare `nightrider` is someone asking what it can do: show the help, which is not an error.
  if (app.get_subcommands().empty()) std::cout << app.help();
  return kExitOk;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "internal error: " << one_line(e.what()) << '\n';
    return nightrider::cli::kExitFailure;
  }
}
