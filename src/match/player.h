// Players of `nightrider match`: the engine with its settings, a random mover and a one-ply greedy
// mover. A spec string ("engine:depth=4,eval=material", "random", "greedy") describes one; each worker
// thread builds its own players from the spec, so players never share mutable state.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

#include "core/move.h"
#include "core/position.h"
#include "rules/rules.h"

namespace nightrider::match {

// A spec that does not parse; the message names what is wrong, in one line.
class SpecError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

enum class PlayerKind : uint8_t { Engine, Random, Greedy };

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

struct PlayerSpec {
  PlayerKind kind = PlayerKind::Random;
  EngineSettings engine;  // for PlayerKind::Engine
  std::string text;       // the spec as written (PGN player names, tables)
};

// "engine[:key=value,...]" with keys depth, nodes, movetime (ms), skill (0-20), eval (full|material),
// hash (MB); "random"; "greedy". Throws SpecError.
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

}  // namespace nightrider::match
