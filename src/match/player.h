// Players of `nightrider match`: the engine with its settings, a random mover, a one-ply greedy mover and
// an external UCI engine run as a child process. A spec string ("engine:depth=4,eval=material", "random",
// "greedy", "uci:movetime=5,cmd=nightrider uci") describes one; each worker thread builds its own players
// from the spec, so players never share mutable state (each external player runs its own process).
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/move.h"
#include "core/position.h"
#include "rules/rules.h"

namespace nightrider::match {

// A spec that does not parse; the message names what is wrong, in one line.
class SpecError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

// A player that loses the game by its own fault: an external engine that answered too late or not at
// all, sent an illegal or unreadable move, or exited. The game runner scores the game as lost by it, with
// the message (e.g. "lost on time: no bestmove 1012 ms after go movetime 5") as the reason.
class Forfeit : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

enum class PlayerKind : uint8_t { Engine, Random, Greedy, UciEngine };

struct EngineSettings {
  int depth = 0;            // 0 = not limited by depth
  uint64_t nodes = 0;       // 0 = not limited by nodes
  int64_t movetime_ms = 0;  // 0 = not limited by time
  int skill_level = 20;     // 0 .. 20
  bool material_only = false;
  size_t hash_mb = 16;
};

// Without any of depth, nodes and movetime the engine searches to this depth.
constexpr int kDefaultEngineDepth = 4;

// An external UCI engine, driven as a tournament manager drives one: `uci`, its options, then per game
// `setoption name UCI_Variant`, `ucinewgame`, `isready`, and per move `position … moves …` and `go`.
struct UciEngineSettings {
  std::string command;       // run by /bin/sh
  int depth = 0;             // go depth N (0 = not sent)
  uint64_t nodes = 0;        // go nodes N
  int64_t movetime_ms = 0;   // go movetime MS
  int64_t clock_ms = 0;      // a clock of this much per game (go wtime/btime), 0 = no clock
  int64_t increment_ms = 0;  // added to the clock after each move
  int64_t margin_ms = 1000;  // how far past its time an answer may come before the engine loses on time
  std::vector<std::pair<std::string, std::string>> options;  // setoption name N value V, in order
};

// Without a time limit (depth or nodes only) a bestmove is awaited this long (plus the margin).
constexpr int64_t kUciUntimedLimitMs = 60'000;

struct PlayerSpec {
  PlayerKind kind = PlayerKind::Random;
  EngineSettings engine;  // for PlayerKind::Engine
  UciEngineSettings uci;  // for PlayerKind::UciEngine
  std::string text;       // the spec as written (PGN player names, tables)
};

// "engine[:key=value,...]" with keys depth, nodes, movetime (ms), skill (0-20), eval (full|material),
// hash (MB); "random"; "greedy"; "uci:[key=value,...,]cmd=COMMAND" with keys depth, nodes, movetime
// (ms), time and inc (a clock per game, ms), margin (ms, default 1000), option.NAME=VALUE (any number),
// and cmd last, taking the rest of the spec (it may hold commas). Throws SpecError.
PlayerSpec parse_player_spec(std::string_view text);

class Player {
 public:
  virtual ~Player() = default;
  // A new game starts (engines forget their tables); `seed` drives the player's random choices.
  virtual void new_game(uint64_t seed) = 0;
  // The move to play in `pos`, which is not over and has a legal move. `pos` keeps its history (for
  // repetitions) and is returned unchanged.
  virtual Move choose(const Rules& rules, Position& pos) = 0;
};

std::unique_ptr<Player> make_player(const PlayerSpec& spec);

// One ply: the move after which the variant's evaluator rates the position best for the mover; a move
// that wins outright (king captured, mate) before anything else, then by evaluation; ties broken at
// random. Exposed for tests.
std::unique_ptr<Player> make_greedy_player();
std::unique_ptr<Player> make_random_player();
// Starts the engine's process at once and reads its `uci` answer (throws std::runtime_error if it cannot
// be started or gives no `uciok`).
std::unique_ptr<Player> make_uci_engine_player(const UciEngineSettings& settings);

}  // namespace nightrider::match
