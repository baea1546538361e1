// `nightrider xboard`: an XBoard/WinBoard (CECP v2) engine on stdin/stdout.
#include "protocol/xboard.h"

#include <csignal>
#include <iostream>

#include "cli/cli.h"

namespace nightrider::cli {

void add_xboard_command(CLI::App& app) {
  CLI::App* command =
      app.add_subcommand("xboard", "Run as an XBoard/WinBoard (CECP v2) engine on stdin/stdout");
  command->footer(
      "Start it from XBoard with `xboard -fcp 'nightrider xboard' -variant rococo`. Unknown commands\n"
      "are answered `Error (unknown command): X`, illegal moves `Illegal move: X`; the session goes on\n"
      "until `quit` or the end of the input. See docs/protocols.md.");
  command->callback([] {
    // Old GUIs interrupt engines with SIGINT; we listen to the input instead (feature sigint=0).
    std::signal(SIGINT, SIG_IGN);
    protocol::XboardSession session(std::cin, std::cout);
    session.run();
  });
}

}  // namespace nightrider::cli
