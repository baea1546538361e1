#include "match/player.h"

#include <algorithm>
#include <charconv>
#include <limits>
#include <random>
#include <vector>

#include "eval/evaluator.h"
#include "search/engine.h"

namespace nightrider::match {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// A whole number from `low` to `high`, or SpecError naming the key.
int64_t parse_number(std::string_view spec, std::string_view key, std::string_view value, int64_t low,
                     int64_t high) {
  int64_t n = 0;
  const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), n);
  if (value.empty() || error != std::errc{} || end != value.data() + value.size() || n < low || n > high)
    throw SpecError("bad player spec '" + std::string(spec) + "': " + std::string(key) +
                    " must be a whole number from " + std::to_string(low) + " to " + std::to_string(high) +
                    ", not '" + std::string(value) + "'");
  return n;
}

void parse_engine_settings(std::string_view spec, std::string_view list, EngineSettings& settings) {
  bool seen[6] = {};
  bool limited = false;
  while (true) {
    const size_t comma = list.find(',');
    const std::string_view item = trim(list.substr(0, comma));
    const size_t eq = item.find('=');
    if (item.empty() || eq == std::string_view::npos)
      throw SpecError("bad player spec '" + std::string(spec) + "': expected key=value, got '" +
                      std::string(item) + "'");
    const std::string_view key = trim(item.substr(0, eq)), value = trim(item.substr(eq + 1));
    static constexpr std::string_view kKeys[6] = {"depth", "nodes", "movetime", "skill", "eval", "hash"};
    int index = -1;
    for (int i = 0; i < 6; ++i)
      if (key == kKeys[i]) index = i;
    if (index < 0)
      throw SpecError("bad player spec '" + std::string(spec) + "': unknown key '" + std::string(key) +
                      "' (known: depth, nodes, movetime, skill, eval, hash)");
    if (seen[index])
      throw SpecError("bad player spec '" + std::string(spec) + "': " + std::string(key) + " given twice");
    seen[index] = true;
    switch (index) {
      case 0:
        settings.depth = static_cast<int>(parse_number(spec, key, value, 1, 64));
        limited = true;
        break;
      case 1:
        settings.nodes = static_cast<uint64_t>(parse_number(spec, key, value, 1, 1'000'000'000'000));
        limited = true;
        break;
      case 2:
        settings.movetime_ms = parse_number(spec, key, value, 1, 3'600'000);
        limited = true;
        break;
      case 3:
        settings.skill_level = static_cast<int>(parse_number(spec, key, value, 0, 20));
        break;
      case 4:
        if (value != "material" && value != "full")
          throw SpecError("bad player spec '" + std::string(spec) +
                          "': eval must be 'full' or 'material', not '" + std::string(value) + "'");
        settings.material_only = value == "material";
        break;
      case 5:
        settings.hash_mb = static_cast<size_t>(parse_number(spec, key, value, 1, 4096));
        break;
    }
    if (comma == std::string_view::npos) break;
    list.remove_prefix(comma + 1);
  }
  if (!limited) settings.depth = kDefaultEngineDepth;
}

// "[key=value,...,]cmd=COMMAND": cmd takes the rest of the spec.
void parse_uci_settings(std::string_view spec, std::string_view list, UciEngineSettings& settings) {
  auto bad = [&](const std::string& what) {
    return SpecError("bad player spec '" + std::string(spec) + "': " + what);
  };
  std::vector<std::string_view> seen;
  bool has_command = false;
  while (!list.empty()) {
    const std::string_view start = trim(list);
    if (start.substr(0, 4) == "cmd=") {
      settings.command = std::string(trim(start.substr(4)));
      if (settings.command.empty()) throw bad("cmd is empty");
      has_command = true;
      break;
    }
    const size_t comma = list.find(',');
    const std::string_view item = trim(list.substr(0, comma));
    const size_t eq = item.find('=');
    if (item.empty() || eq == std::string_view::npos)
      throw bad("expected key=value, got '" + std::string(item) + "'");
    const std::string_view key = trim(item.substr(0, eq)), value = trim(item.substr(eq + 1));
    if (key.substr(0, 7) == "option.") {
      if (key.size() == 7) throw bad("option. needs an option name");
      settings.options.emplace_back(std::string(key.substr(7)), std::string(value));
    } else {
      if (std::find(seen.begin(), seen.end(), key) != seen.end())
        throw bad(std::string(key) + " given twice");
      seen.push_back(key);
      if (key == "depth")
        settings.depth = static_cast<int>(parse_number(spec, key, value, 1, 127));
      else if (key == "nodes")
        settings.nodes = static_cast<uint64_t>(parse_number(spec, key, value, 1, 1'000'000'000'000));
      else if (key == "movetime")
        settings.movetime_ms = parse_number(spec, key, value, 1, 3'600'000);
      else if (key == "time")
        settings.clock_ms = parse_number(spec, key, value, 1, 86'400'000);
      else if (key == "inc")
        settings.increment_ms = parse_number(spec, key, value, 0, 3'600'000);
      else if (key == "margin")
        settings.margin_ms = parse_number(spec, key, value, 0, 3'600'000);
      else
        throw bad("unknown key '" + std::string(key) +
                  "' (known: depth, nodes, movetime, time, inc, margin, option.NAME, cmd)");
    }
    if (comma == std::string_view::npos) break;
    list.remove_prefix(comma + 1);
  }
  if (!has_command) throw bad("uci needs cmd=COMMAND, last (e.g. uci:movetime=100,cmd=nightrider uci)");
  if (settings.increment_ms > 0 && settings.clock_ms == 0) throw bad("inc needs time");
  if (settings.clock_ms > 0 && settings.movetime_ms > 0) throw bad("give time or movetime, not both");
  if (settings.depth == 0 && settings.nodes == 0 && settings.movetime_ms == 0 && settings.clock_ms == 0)
    settings.depth = kDefaultEngineDepth;
}

class RandomPlayer final : public Player {
 public:
  void new_game(uint64_t seed) override { random_.seed(seed); }
  Move choose(const Rules& rules, Position& pos) override {
    MoveList moves;
    rules.legal_moves(pos, moves);
    if (moves.empty()) throw std::logic_error("random player asked to move with no legal move");
    // Modulo rather than a std distribution, whose output differs between standard libraries; the bias
    // is below one in 2^54 for any move list.
    return moves[static_cast<size_t>(random_() % moves.size())];
  }

 private:
  std::mt19937_64 random_{1};
};

class GreedyPlayer final : public Player {
 public:
  void new_game(uint64_t seed) override { random_.seed(seed); }
  Move choose(const Rules& rules, Position& pos) override {
    if (!evaluator_ || evaluator_rules_ != &rules) {
      evaluator_ = make_evaluator(rules, EvalConfig{});
      evaluator_rules_ = &rules;
    }
    MoveList moves;
    rules.legal_moves(pos, moves);
    if (moves.empty()) throw std::logic_error("greedy player asked to move with no legal move");
    const Colour mover = pos.side_to_move();
    constexpr int64_t kWin = std::numeric_limits<int>::max();
    std::vector<size_t> best;
    int64_t best_value = std::numeric_limits<int64_t>::min();
    for (size_t i = 0; i < moves.size(); ++i) {
      rules.play(pos, moves[i]);
      int64_t value;
      const Outcome o = rules.outcome(pos, /*with_draw_claims=*/true);
      if (o.result == Result::Draw) {
        value = 0;
      } else if (o.result != Result::Ongoing) {
        const bool mover_won = (o.result == Result::WhiteWins) == (mover == Colour::White);
        value = mover_won ? kWin : -kWin;
      } else {
        const int score = evaluator_->evaluate(pos);
        value = pos.side_to_move() == mover ? score : -score;
      }
      rules.undo(pos);
      if (value > best_value) {
        best_value = value;
        best.clear();
      }
      if (value == best_value) best.push_back(i);
    }
    return moves[best[static_cast<size_t>(random_() % best.size())]];
  }

 private:
  std::mt19937_64 random_{1};
  std::unique_ptr<Evaluator> evaluator_;
  const Rules* evaluator_rules_ = nullptr;
};

class EnginePlayer final : public Player {
 public:
  explicit EnginePlayer(const EngineSettings& settings) : settings_(settings) {
    limits_.depth = settings.depth;
    limits_.nodes = settings.nodes;
    limits_.movetime_ms = settings.movetime_ms;
  }
  void new_game(uint64_t seed) override {
    EngineOptions options;
    options.hash_mb = settings_.hash_mb;
    options.threads = 1;
    options.skill_level = settings_.skill_level;
    options.eval.material_only = settings_.material_only;
    options.seed = seed | 1;  // 0 would mean "from the clock"
    engine_.set_options(options);
    engine_.new_game();
  }
  Move choose(const Rules& rules, Position& pos) override {
    const SearchResult result = engine_.search(rules, pos, limits_);
    if (!result.best) throw std::logic_error("engine returned no move in a position with legal moves");
    return *result.best;
  }

 private:
  EngineSettings settings_;
  SearchLimits limits_;
  Engine engine_;
};

}  // namespace

PlayerSpec parse_player_spec(std::string_view text) {
  const std::string_view spec = trim(text);
  PlayerSpec result;
  result.text = std::string(spec);
  const size_t colon = spec.find(':');
  const std::string_view name = trim(spec.substr(0, colon));
  if (name == "engine") {
    result.kind = PlayerKind::Engine;
    if (colon == std::string_view::npos)
      result.engine.depth = kDefaultEngineDepth;
    else
      parse_engine_settings(spec, spec.substr(colon + 1), result.engine);
    return result;
  }
  if (name == "uci") {
    result.kind = PlayerKind::UciEngine;
    if (colon == std::string_view::npos)
      throw SpecError("bad player spec '" + std::string(spec) +
                      "': uci needs cmd=COMMAND (e.g. uci:cmd=nightrider uci)");
    parse_uci_settings(spec, spec.substr(colon + 1), result.uci);
    return result;
  }
  if (name == "random" || name == "greedy") {
    if (colon != std::string_view::npos)
      throw SpecError("bad player spec '" + std::string(spec) + "': " + std::string(name) +
                      " takes no settings");
    result.kind = name == "random" ? PlayerKind::Random : PlayerKind::Greedy;
    return result;
  }
  throw SpecError(
      "bad player spec '" + std::string(spec) +
      "': expected engine[:key=value,...], random, greedy or uci:...,cmd=COMMAND (e.g. engine:depth=4)");
}

std::unique_ptr<Player> make_random_player() { return std::make_unique<RandomPlayer>(); }
std::unique_ptr<Player> make_greedy_player() { return std::make_unique<GreedyPlayer>(); }

std::unique_ptr<Player> make_player(const PlayerSpec& spec) {
  switch (spec.kind) {
    case PlayerKind::Engine:
      return std::make_unique<EnginePlayer>(spec.engine);
    case PlayerKind::Greedy:
      return make_greedy_player();
    case PlayerKind::UciEngine:
      return make_uci_engine_player(spec.uci);
    case PlayerKind::Random:
      break;
  }
  return make_random_player();
}

}  // namespace nightrider::match
