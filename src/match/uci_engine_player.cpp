// The external UCI engine player of `nightrider match`: a child process driven as tournament managers
// drive engines, with the next `position` and `go` sent as soon as the opponent has moved, a clock or a
// fixed time per move, and forfeits for an engine that answers late, not at all, or illegally.
#include <algorithm>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>

#include "match/engine_process.h"
#include "match/player.h"
#include "notation/fen.h"
#include "protocol/move_input.h"

namespace nightrider::match {
namespace {

using Clock = EngineProcess::Clock;
using std::chrono::milliseconds;

constexpr milliseconds kHandshakeLimit{10'000};  // for uciok and readyok

int64_t ms_since(Clock::time_point start) {
  return std::chrono::duration_cast<milliseconds>(Clock::now() - start).count();
}

class UciEnginePlayer final : public Player {
 public:
  explicit UciEnginePlayer(const UciEngineSettings& settings) : settings_(settings) { start(); }

  ~UciEnginePlayer() override {
    if (process_ && !process_->closed()) process_->send("quit");
  }

  void new_game(uint64_t /*seed*/) override {
    // An engine that forfeited the last game may still be thinking about it, or gone: start it again.
    if (!process_) start();
    game_started_ = false;
    clock_ms_ = settings_.clock_ms;
  }

  Move choose(const Rules& rules, Position& pos) override {
    try {
      if (!game_started_) begin_game(rules);
      return play_move(rules, pos);
    } catch (const Forfeit&) {
      process_.reset();  // killed if it does not quit; new_game starts a fresh one
      throw;
    }
  }

 private:
  void start() {
    process_ = std::make_unique<EngineProcess>(settings_.command);
    offers_variant_ = false;
    variant_.clear();
    send("uci");
    const auto deadline = Clock::now() + kHandshakeLimit;
    while (true) {
      const auto line = process_->read_line(deadline);
      if (!line)
        throw std::runtime_error("the engine '" + settings_.command + "' " +
                                 (process_->closed() ? "exited" : "sent no uciok") + " after uci");
      if (line->rfind("option name UCI_Variant ", 0) == 0) offers_variant_ = true;
      if (*line == "uciok") break;
    }
    for (const auto& [name, value] : settings_.options) send("setoption name " + name + " value " + value);
  }

  void begin_game(const Rules& rules) {
    if (rules.name() != variant_) {
      if (offers_variant_)
        send("setoption name UCI_Variant value " + rules.name());
      else if (rules.name() != "chess")
        throw std::runtime_error("the engine '" + settings_.command +
                                 "' has no UCI_Variant option and cannot play " + rules.name());
      variant_ = rules.name();
    }
    send("ucinewgame");
    send("isready");
    expect_readyok();
    game_started_ = true;
  }

  void expect_readyok() {
    const auto deadline = Clock::now() + kHandshakeLimit;
    while (true) {
      const auto line = next_line(deadline);
      if (!line)
        throw Forfeit(process_->closed()
                          ? "exited before readyok"
                          : "sent no readyok within " + std::to_string(kHandshakeLimit.count()) + " ms");
      if (*line == "readyok") return;
    }
  }

  Move play_move(const Rules& rules, Position& pos) {
    // The game so far: its first position and the moves from there (the game runner's position holds
    // them in its history).
    Position start = pos;
    std::vector<Move> moves;
    while (start.moves_played() > 0) {
      moves.push_back(start.last_move());
      rules.undo(start);
    }
    std::reverse(moves.begin(), moves.end());
    const std::string start_fen = to_fen(rules, start);
    const bool from_start = start_fen == to_fen(rules, start_position(rules));
    std::string command = from_start ? "position startpos" : "position fen " + start_fen;
    if (!moves.empty()) command += " moves " + protocol::line_text(rules, start, moves);
    send(command);

    std::string go = "go";
    int64_t allowed_ms = kUciUntimedLimitMs;
    if (settings_.depth > 0) go += " depth " + std::to_string(settings_.depth);
    if (settings_.nodes > 0) go += " nodes " + std::to_string(settings_.nodes);
    if (settings_.movetime_ms > 0) {
      go += " movetime " + std::to_string(settings_.movetime_ms);
      allowed_ms = settings_.movetime_ms;
    }
    if (settings_.clock_ms > 0) {
      // Our own clock for both sides: the opponent's is not ours to know, and an engine budgets by its own.
      const std::string clock = std::to_string(std::max<int64_t>(clock_ms_, 0));
      const std::string inc = std::to_string(settings_.increment_ms);
      go += " wtime " + clock + " btime " + clock + " winc " + inc + " binc " + inc;
      allowed_ms = std::max<int64_t>(clock_ms_, 0);
    }
    const auto sent = Clock::now();
    send(go);
    const auto deadline = sent + milliseconds(allowed_ms + settings_.margin_ms);
    std::string text;
    while (true) {
      const auto line = next_line(deadline);
      if (!line)
        throw Forfeit(process_->closed()
                          ? "exited while thinking"
                          : "lost on time: no bestmove " + std::to_string(ms_since(sent)) + " ms after " +
                                go + " (margin " + std::to_string(settings_.margin_ms) + " ms)");
      if (line->rfind("bestmove", 0) == 0) {
        text = *line;
        break;
      }
    }
    const int64_t used = ms_since(sent);
    if (settings_.clock_ms > 0) {
      clock_ms_ -= used;
      if (clock_ms_ < -settings_.margin_ms)
        throw Forfeit("lost on time: the clock fell to " + std::to_string(clock_ms_) + " ms");
      clock_ms_ += settings_.increment_ms;
    } else if (used > allowed_ms + settings_.margin_ms) {
      throw Forfeit("lost on time: bestmove " + std::to_string(used) + " ms after " + go);
    }
    std::istringstream words(text);
    std::string keyword, move_text;
    words >> keyword >> move_text;
    if (keyword != "bestmove" || move_text.empty()) throw Forfeit("sent an unreadable answer '" + text + "'");
    const auto move = protocol::find_move(rules, pos, move_text);
    if (!move) throw Forfeit("played an illegal move '" + move_text + "' in " + to_fen(rules, pos));
    return *move;
  }

  // The engine's next line; `info string error` lines are reported on stderr (the engine thinks it was
  // sent something wrong, which the match should hear about) and skipped like other info.
  std::optional<std::string> next_line(Clock::time_point deadline) {
    auto line = process_->read_line(deadline);
    if (line && line->rfind("info string error", 0) == 0) {
      static std::mutex report_mutex;
      std::lock_guard lock(report_mutex);
      std::cerr << "engine '" << settings_.command << "' said: " << *line << std::endl;
    }
    return line;
  }

  void send(const std::string& line) {
    if (!process_->send(line)) throw Forfeit("exited (it reads no more input)");
  }

  UciEngineSettings settings_;
  std::unique_ptr<EngineProcess> process_;
  bool offers_variant_ = false;
  std::string variant_;  // the UCI_Variant set last
  bool game_started_ = false;
  int64_t clock_ms_ = 0;
};

}  // namespace

std::unique_ptr<Player> make_uci_engine_player(const UciEngineSettings& settings) {
  return std::make_unique<UciEnginePlayer>(settings);
}

}  // namespace nightrider::match
