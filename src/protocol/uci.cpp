#include "protocol/uci.h"

#include <algorithm>
#include <cctype>
#include <istream>
#include <ostream>

#include "notation/board_text.h"
#include "notation/fen.h"
#include "notation/move_text.h"
#include "protocol/move_input.h"
#include "variants/condition_games.h"
#include "variants/variants.h"

namespace nightrider::protocol {
namespace {

constexpr int kMaxHashMb = 4096;
constexpr int kMaxThreads = 256;
constexpr int kMaxMultiPv = 256;
constexpr int kMaxMoveOverheadMs = 5000;

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string joined(const std::vector<std::string>& words, size_t from, size_t to) {
  std::string s;
  for (size_t i = from; i < to && i < words.size(); ++i) s += (s.empty() ? "" : " ") + words[i];
  return s;
}

std::string score_text(int score) {
  if (is_mate_score(score)) return "mate " + std::to_string(mate_in_moves(score));
  return "cp " + std::to_string(score);
}

}  // namespace

int skill_for_elo(int elo) {
  return std::clamp((std::clamp(elo, kUciEloMin, kUciEloMax) - kUciEloMin) / 100, 0, 20);
}

UciSession::UciSession(std::istream& in, std::ostream& out) : in_(in), out_(out) {
  set_variant("chess");
  apply_options();
}

UciSession::~UciSession() { stop_search(); }

void UciSession::send(const std::string& line) {
  std::lock_guard lock(out_mutex_);
  out_ << line << '\n';
  out_.flush();
}

void UciSession::error(const std::string& what) { send("info string error: " + what); }

void UciSession::stop_search() { search_.stop(); }

void UciSession::wait_for_search() { search_.join(); }

void UciSession::finish_search() {
  if (search_waits_for_stop_)
    stop_search();
  else
    wait_for_search();
}

bool UciSession::set_variant(const std::string& name) {
  auto rules = make_variant(name);
  if (!rules) return false;
  rules_ = std::move(rules);
  pos_ = std::make_unique<Position>(start_position(*rules_));
  return true;
}

void UciSession::apply_options() {
  EngineOptions o = options_;
  o.skill_level = limit_strength_ ? skill_for_elo(elo_) : skill_level_;
  options_ = o;
  engine_.set_options(o);
}

void UciSession::run() {
  std::string line;
  while (std::getline(in_, line)) {
    if (!handle(line)) return;
  }
  // End of input: a bounded search may finish and print its bestmove; an endless one is stopped.
  finish_search();
}

bool UciSession::handle(std::string_view line) {
  if (search_.finished()) search_.join();
  const std::vector<std::string> words = split_words(line);
  if (words.empty()) return true;
  const std::string& command = words[0];
  try {
    if (command == "quit") {
      stop_search();
      return false;
    }
    if (command == "uci") {
      cmd_uci();
    } else if (command == "isready") {
      send("readyok");
    } else if (command == "stop") {
      stop_search();
    } else if (command == "ponderhit") {
      stop_search();  // no pondering of our own: play the move found so far
    } else if (command == "ucinewgame") {
      finish_search();
      engine_.new_game();
      pos_ = std::make_unique<Position>(start_position(*rules_));
    } else if (command == "setoption") {
      cmd_setoption(words);
    } else if (command == "position") {
      cmd_position(words);
    } else if (command == "go") {
      cmd_go(words);
    } else if (command == "d") {
      cmd_show();
    } else if (command == "eval") {
      cmd_eval();
    } else if (command == "debug" || command == "register") {
      // Accepted and ignored: there is no debug output and nothing to register.
    } else {
      error("unknown command '" + command + "'");
    }
  } catch (const std::exception& e) {
    error(std::string("cannot do '") + command + "': " + e.what());
  }
  return true;
}

void UciSession::cmd_uci() {
  send("id name Nightrider");
  send("id author the Nightrider developers");
  std::string variants;
  for (const VariantInfo& v : all_variants()) variants += " var " + v.name;
  for (const GameCondition& c : game_conditions()) variants += " var chess+" + c.word;
  send("option name UCI_Variant type combo default " + rules_->name() + variants);
  send("option name Hash type spin default " + std::to_string(options_.hash_mb) + " min 1 max " +
       std::to_string(kMaxHashMb));
  send("option name Clear Hash type button");
  send("option name Threads type spin default " + std::to_string(options_.threads) + " min 1 max " +
       std::to_string(kMaxThreads));
  send("option name MultiPV type spin default " + std::to_string(options_.multipv) + " min 1 max " +
       std::to_string(kMaxMultiPv));
  send("option name Move Overhead type spin default " + std::to_string(options_.move_overhead_ms) +
       " min 0 max " + std::to_string(kMaxMoveOverheadMs));
  send("option name Skill Level type spin default " + std::to_string(skill_level_) + " min 0 max 20");
  send("option name UCI_LimitStrength type check default " + std::string(limit_strength_ ? "true" : "false"));
  send("option name UCI_Elo type spin default " + std::to_string(elo_) + " min " +
       std::to_string(kUciEloMin) + " max " + std::to_string(kUciEloMax));
  send("uciok");
}

void UciSession::cmd_setoption(const std::vector<std::string>& words) {
  // setoption name <id, may contain spaces> [value <x, may contain spaces>]
  if (words.size() < 3 || words[1] != "name") return error("setoption needs 'name <option> [value <x>]'");
  const auto value_at = std::find(words.begin() + 2, words.end(), "value");
  const size_t value_index = static_cast<size_t>(value_at - words.begin());
  const std::string name = lower(joined(words, 2, value_index));
  const bool has_value = value_at != words.end();
  const std::string value = has_value ? joined(words, value_index + 1, words.size()) : "";
  finish_search();  // the options and the table change only while the engine is idle

  auto spin = [&](int min, int max) -> std::optional<int> {
    const auto v = parse_int(value);
    if (!has_value || !v || *v < min || *v > max) {
      error("option '" + name + "' needs a whole number from " + std::to_string(min) + " to " +
            std::to_string(max) + ", not '" + value + "'");
      return std::nullopt;
    }
    return static_cast<int>(*v);
  };
  if (name == "uci_variant") {
    const std::string v = lower(value);
    if (!set_variant(v)) return error(variant_error(v));
    engine_.new_game();
  } else if (name == "hash") {
    if (auto v = spin(1, kMaxHashMb)) options_.hash_mb = static_cast<size_t>(*v), apply_options();
  } else if (name == "clear hash") {
    engine_.new_game();
  } else if (name == "threads") {
    if (auto v = spin(1, kMaxThreads)) options_.threads = *v, apply_options();
  } else if (name == "multipv") {
    if (auto v = spin(1, kMaxMultiPv)) options_.multipv = *v, apply_options();
  } else if (name == "move overhead") {
    if (auto v = spin(0, kMaxMoveOverheadMs)) options_.move_overhead_ms = *v, apply_options();
  } else if (name == "skill level") {
    if (auto v = spin(0, 20)) skill_level_ = *v, apply_options();
  } else if (name == "uci_elo") {
    if (auto v = spin(kUciEloMin, kUciEloMax)) elo_ = *v, apply_options();
  } else if (name == "uci_limitstrength") {
    const std::string v = lower(value);
    if (v != "true" && v != "false") return error("option 'uci_limitstrength' needs true or false");
    limit_strength_ = v == "true";
    apply_options();
  } else {
    error("unknown option '" + name + "'");
  }
}

void UciSession::cmd_position(const std::vector<std::string>& words) {
  // position startpos|fen <fields> [moves m1 m2 ...]; on any error the previous position stays.
  if (words.size() < 2) return error("position needs 'startpos' or 'fen <FEN>'");
  const auto moves_at = std::find(words.begin() + 1, words.end(), "moves");
  const size_t moves_index = static_cast<size_t>(moves_at - words.begin());
  std::unique_ptr<Position> pos;
  try {
    if (words[1] == "startpos") {
      if (moves_index != 2)
        return error("position startpos: unexpected '" + words[2] + "'; position unchanged");
      pos = std::make_unique<Position>(start_position(*rules_));
    } else if (words[1] == "fen") {
      const std::string fen = joined(words, 2, moves_index);
      if (fen.empty()) return error("position fen: the FEN is missing; position unchanged");
      pos = std::make_unique<Position>(parse_fen(*rules_, fen));
    } else {
      return error("position needs 'startpos' or 'fen <FEN>', not '" + words[1] + "'; position unchanged");
    }
  } catch (const FenError& e) {
    return error(std::string(e.what()) + " (variant " + rules_->name() + "); position unchanged");
  }
  for (size_t i = moves_index + 1; i < words.size(); ++i) {
    const auto m = find_move(*rules_, *pos, words[i]);
    if (!m) {
      return error("illegal move '" + words[i] + "' (move " + std::to_string(i - moves_index) + " in " +
                   rules_->name() + "); position unchanged");
    }
    rules_->play(*pos, *m);
  }
  pos_ = std::move(pos);
}

void UciSession::cmd_go(const std::vector<std::string>& words) {
  SearchLimits limits;
  bool ponder = false;
  const Colour us = pos_->side_to_move();
  for (size_t i = 1; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (w == "infinite") {
      limits.infinite = true;
      continue;
    }
    if (w == "ponder") {
      ponder = true;
      continue;
    }
    if (w == "searchmoves") return error("go searchmoves is not supported");
    static const char* const kNumeric[] = {"depth", "nodes", "movetime",  "wtime", "btime",
                                           "winc",  "binc",  "movestogo", "mate"};
    if (std::find_if(std::begin(kNumeric), std::end(kNumeric), [&](const char* k) { return w == k; }) ==
        std::end(kNumeric))
      return error("go: unknown parameter '" + w + "'");
    if (i + 1 >= words.size()) return error("go " + w + ": the value is missing");
    const auto v = parse_int(words[++i]);
    if (!v) return error("go " + w + ": '" + words[i] + "' is not a whole number");
    const int64_t n = *v;
    const bool time_word = w == "wtime" || w == "btime";  // clocks may be negative when a GUI lags
    if (n < 0 && !time_word) return error("go " + w + ": '" + words[i] + "' is negative");
    if (w == "depth")
      limits.depth = static_cast<int>(std::min<int64_t>(n, kMaxPly - 1));
    else if (w == "nodes")
      limits.nodes = static_cast<uint64_t>(n);
    else if (w == "movetime")
      limits.movetime_ms = n;
    else if (w == "wtime")
      limits.time_left_ms[0] = std::max<int64_t>(n, 0);
    else if (w == "btime")
      limits.time_left_ms[1] = std::max<int64_t>(n, 0);
    else if (w == "winc")
      limits.increment_ms[0] = n;
    else if (w == "binc")
      limits.increment_ms[1] = n;
    else if (w == "movestogo")
      limits.moves_to_go = static_cast<int>(std::min<int64_t>(n, 1000));
    else if (w == "mate")
      limits.depth = static_cast<int>(std::min<int64_t>(2 * n + 1, kMaxPly - 1));
  }
  // Only the mover's clock limits the search; `go btime …` with White to move is a search without end.
  const bool bounded = limits.depth > 0 || limits.nodes > 0 || limits.movetime_ms > 0 ||
                       limits.time_left_ms[index_of(us) & 1] >= 0;
  if (ponder || !bounded) limits.infinite = true;  // a bare `go` searches until `stop`
  if (limits.infinite) limits.depth = limits.nodes = 0, limits.movetime_ms = 0;

  // The search before this one answers first (Stockfish's convention: `go` waits for it).
  finish_search();
  search_waits_for_stop_ = limits.infinite;
  // The search works on copies of the rules and the position, so `position` and `setoption name
  // UCI_Variant` may change the session's while it runs.
  search_.start([this, rules = rules_, root = *pos_, limits] {
    auto on_info = [&](const SearchInfo& info) {
      std::string line = "info depth " + std::to_string(info.depth) + " seldepth " +
                         std::to_string(info.seldepth) + " multipv " + std::to_string(info.multipv) +
                         " score " + score_text(info.score) + " nodes " + std::to_string(info.nodes) +
                         " nps " + std::to_string(info.nps) + " hashfull " + std::to_string(info.hashfull) +
                         " time " + std::to_string(info.time_ms);
      const std::string pv = line_text(*rules, root, info.pv);
      if (!pv.empty()) line += " pv " + pv;
      send(line);
    };
    SearchResult result;
    try {
      result = engine_.search(*rules, root, limits, on_info);
    } catch (const std::exception& e) {
      send(std::string("info string error: search failed: ") + e.what());
    }
    // UCI: after `go infinite` the bestmove waits for `stop`, even when the search ended by itself.
    if (limits.infinite) search_.wait_for_stop_request();
    std::string text = "bestmove 0000";
    try {
      Position pos = root;
      if (result.best && rules->is_legal(pos, *result.best)) {
        text = "bestmove " + to_uci(*rules, pos, *result.best);
        rules->play(pos, *result.best);
        if (result.ponder && rules->is_legal(pos, *result.ponder))
          text += " ponder " + to_uci(*rules, pos, *result.ponder);
      }
    } catch (const std::exception& e) {
      send(std::string("info string error: cannot write the best move: ") + e.what());
    }
    send(text);  // the job's last word: a join after this sees the search wholly finished
  });
}

void UciSession::cmd_show() {
  send(board_text(*rules_, *pos_, BoardCharset::Ascii));
  send("Variant: " + rules_->name());
  send("Fen: " + to_fen(*rules_, *pos_));
  const Outcome o = rules_->outcome(*pos_);
  if (o.result != Result::Ongoing) send("Result: " + result_string(o.result) + " (" + o.reason + ")");
}

void UciSession::cmd_eval() {
  // Reads the options, which change only while no search runs, and builds its own evaluator: safe
  // beside a search.
  send("info string eval " + std::to_string(engine_.evaluate(*rules_, *pos_)) + " cp (side to move's view)");
}

}  // namespace nightrider::protocol
