// `nightrider uci`: a UCI engine on stdin/stdout for chess GUIs.
#include "protocol/uci.h"

#include <iostream>

#include "cli/cli.h"

namespace nightrider::cli {

void add_uci_command(CLI::App& app) {
  CLI::App* command = app.add_subcommand("uci", "Run as a UCI engine on stdin/stdout (for chess GUIs)");
  command->footer(
      "Choose the game with `setoption name UCI_Variant value rococo` (chess, antiking1, antiking2,\n"
      "magnetic, antimagnetic, rococo). Errors are answered with `info string error: ...`; the session\n"
      "goes on until `quit` or the end of the input. See docs/protocols.md.");
  command->callback([] {
    protocol::UciSession session(std::cin, std::cout);
    session.run();
  });
}

}  // namespace nightrider::cli
