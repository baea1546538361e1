// Pieces shared by the `nightrider` subcommands: the error that means "bad input" (one line on stderr,
// exit status 2), the --variant/--fen options and loading the position they describe.
#pragma once

#include <CLI/CLI.hpp>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

#include "core/move.h"
#include "core/position.h"
#include "rules/rules.h"

namespace nightrider::cli {

// Exit statuses of the command line (PRODUCT.md): success, internal failure, bad input.
constexpr int kExitOk = 0;
constexpr int kExitFailure = 1;
constexpr int kExitBadInput = 2;

// Bad input from the user; its message names what is wrong, in one line.
class InputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Ends a command that has already said everything with a given exit status (e.g. `solve` after the
// problems it could not read, each reported on its own line).
class ExitStatus : public std::exception {
 public:
  explicit ExitStatus(int status) : status_(status) {}
  int status() const { return status_; }
  const char* what() const noexcept override { return "exit status"; }

 private:
  int status_;
};

// Something the program cannot do although the input is fine (a variant still being written).
class Unavailable : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct PositionOptions {
  std::string variant = "chess";
  std::string fen;
  std::vector<std::string> conditions;  // --condition, each "Name [argument ...]" (Popeye's names)
  // Set by add_position_options: whether --fen was given (an empty FEN is an error, not the start).
  const CLI::Option* fen_option = nullptr;
};

void add_position_options(CLI::App& command, PositionOptions& options);
// --condition NAME (repeatable), for the commands that take conditions (moves, perft, solve).
void add_condition_option(
    CLI::App& command, std::vector<std::string>& conditions,
    const std::string& description =
        "Fairy condition by its Popeye name, e.g. Circe (repeatable; see docs/conditions.md)");
// One --condition value, "Name [argument ...]", split; throws InputError for a name not registered.
struct ConditionRequest {
  std::string name;
  std::vector<std::string> arguments;
};
ConditionRequest parse_condition_option(const std::string& text);

// The rule set of a variant; throws InputError for an unknown name, Unavailable if it cannot be built.
std::shared_ptr<const Rules> load_variant(std::string_view name);

struct LoadedPosition {
  std::shared_ptr<const Rules> rules;
  Position position;
};
// Throws InputError, FenError or Unavailable.
LoadedPosition load_position(const PositionOptions& options);

// The legal moves in the order every command prints them: by origin square (file, then rank), then by
// destination, then by promotion in the variant's order, so `moves --format san` and `--format uci`
// and `perft --divide` list the same move on the same line.
MoveList sorted_legal_moves(const Rules& rules, Position& position);

// The subcommands; each registers itself on the application with its options and callback.
void add_variants_command(CLI::App& app);
void add_conditions_command(CLI::App& app);
void add_rules_command(CLI::App& app);
void add_show_command(CLI::App& app);
void add_moves_command(CLI::App& app);
void add_perft_command(CLI::App& app);
void add_uci_command(CLI::App& app);
void add_xboard_command(CLI::App& app);
void add_play_command(CLI::App& app);
void add_match_command(CLI::App& app);
void add_book_command(CLI::App& app);
void add_solve_command(CLI::App& app);
void add_serve_command(CLI::App& app);

}  // namespace nightrider::cli
