#include "protocol_stress.h"

#include <algorithm>
#include <cctype>
#include <deque>
#include <functional>
#include <memory>
#include <random>
#include <set>
#include <span>
#include <stdexcept>
#include <thread>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "protocol/move_input.h"
#include "protocol/xboard.h"
#include "rules/rules.h"
#include "variants/variants.h"

namespace nightrider::protocol_stress {

std::set<std::string> legal_texts(const Rules& rules, Position& pos) {
  MoveList moves;
  rules.legal_moves(pos, moves);
  std::set<std::string> texts;
  for (const Move& m : moves) texts.insert(to_uci(rules, pos, m));
  return texts;
}

// ------------------------------------------------------------------------------------ LineQueueBuffer

std::optional<std::string> LineQueueBuffer::pop(Clock::time_point deadline) {
  std::unique_lock lock(mutex_);
  if (!arrived_.wait_until(lock, deadline, [this] { return !lines_.empty(); })) return std::nullopt;
  std::string line = std::move(lines_.front());
  lines_.pop_front();
  return line;
}

int LineQueueBuffer::overflow(int c) {
  if (c == traits_type::eof()) return traits_type::not_eof(c);
  const char ch = static_cast<char>(c);
  std::lock_guard lock(mutex_);
  append(&ch, 1);
  return c;
}

std::streamsize LineQueueBuffer::xsputn(const char* s, std::streamsize n) {
  std::lock_guard lock(mutex_);
  append(s, static_cast<size_t>(n));
  return n;
}

void LineQueueBuffer::append(const char* s, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    if (s[i] != '\n') {
      partial_ += s[i];
      continue;
    }
    lines_.push_back(std::move(partial_));
    partial_.clear();
    arrived_.notify_all();
  }
}

std::string StressReport::summary() const {
  std::string s = std::to_string(cycles) + " cycles, " + std::to_string(searches) + " searches, " +
                  std::to_string(answers) + " moves checked, " + std::to_string(cancelled) + " cancelled, " +
                  std::to_string(stops) + " stops, " + std::to_string(syncs) + " syncs; per variant:";
  for (const auto& [variant, n] : cycles_per_variant) s += " " + variant + " " + std::to_string(n);
  return s;
}

namespace {

struct StressFailure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

bool starts_with(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

// The conversation with the engine, with the last lines kept for the failure message.
class Conversation {
 public:
  Conversation(EngineChannel& engine, const StressConfig& config) : engine_(engine), config_(config) {}

  void send(const std::string& line) {
    remember("> " + line);
    engine_.send(line);
  }
  std::optional<std::string> receive(Clock::time_point deadline) {
    auto line = engine_.receive(deadline);
    if (line) remember("< " + *line);
    return line;
  }
  [[noreturn]] void fail(const std::string& what) const {
    std::string text = what + "\nlast lines (> sent, < received):";
    for (const std::string& l : transcript_) text += "\n  " + l;
    throw StressFailure(text);
  }
  // Reads lines into `handle` until `done()`; fails naming `what` when the answer limit passes first.
  void wait_until(const std::function<bool()>& done, const std::function<void(const std::string&)>& handle,
                  const std::string& what) {
    const auto deadline = Clock::now() + config_.answer_limit;
    while (!done()) {
      const auto line = receive(deadline);
      if (!line)
        fail(engine_.closed()
                 ? "the engine exited while waiting for " + what
                 : "no " + what + " within " + std::to_string(config_.answer_limit.count()) + " ms");
      handle(*line);
    }
  }
  // Handles the lines already there.
  void drain(const std::function<void(const std::string&)>& handle) {
    while (const auto line = receive(Clock::now())) handle(*line);
  }

 private:
  void remember(std::string line) {
    transcript_.push_back(std::move(line));
    if (transcript_.size() > 60) transcript_.pop_front();
  }
  EngineChannel& engine_;
  const StressConfig& config_;
  std::deque<std::string> transcript_;
};

class Random {
 public:
  explicit Random(uint64_t seed) : engine_(seed) {}
  int below(int n) { return static_cast<int>(engine_() % static_cast<uint64_t>(n)); }
  int between(int low, int high) { return low + below(high - low + 1); }
  bool chance(double p) { return static_cast<double>(engine_() % 1'000'000) < p * 1'000'000; }
  template <class T>
  const T& pick(const std::vector<T>& items) {
    return items[static_cast<size_t>(below(static_cast<int>(items.size())))];
  }
  void pause_up_to_ms(int ms) {
    const int us = below(ms * 1000 + 1);
    if (us > 0) std::this_thread::sleep_for(std::chrono::microseconds(us));
  }

 private:
  std::mt19937_64 engine_;
};

bool goes_on(const Rules& rules, Position& pos) {
  MoveList moves;
  rules.legal_moves(pos, moves);
  return !moves.empty() && rules.outcome(pos, /*with_draw_claims=*/true).result == Result::Ongoing;
}

// Random legal moves that leave the game going: up to `plies` of them, fewer where every move ends it.
std::vector<Move> random_line(const Rules& rules, Position& pos, Random& random, int plies) {
  std::vector<Move> line;
  for (int ply = 0; ply < plies; ++ply) {
    MoveList legal;
    rules.legal_moves(pos, legal);
    std::vector<Move> moves(legal.begin(), legal.end());
    // Random moves until one keeps the game going (nearly always the first).
    bool moved = false;
    while (!moves.empty() && !moved) {
      const size_t i = static_cast<size_t>(random.below(static_cast<int>(moves.size())));
      const Move m = moves[i];
      moves[i] = moves.back();
      moves.pop_back();
      rules.play(pos, m);
      if (goes_on(rules, pos)) {
        line.push_back(m);
        moved = true;
      } else {
        rules.undo(pos);
      }
    }
    if (!moved) break;
  }
  return line;
}

std::vector<std::string> chosen_variants(const StressConfig& config) {
  if (!config.variants.empty()) return config.variants;
  std::vector<std::string> names;
  for (const VariantInfo& v : all_variants()) names.push_back(v.name);
  return names;
}

std::string fen_of(const Rules& rules, const Position& pos) { return to_fen(rules, pos); }

// The variant cycle `cycle` of `cycles` is to be played in, when it is not `current`: every variant gets
// its share, in turn (and now and then one at random).
std::optional<std::string> variant_for_cycle(const std::vector<std::string>& variants, int cycle, int cycles,
                                             const std::string& current, Random& random) {
  const std::string& block = variants[static_cast<size_t>(cycle) * variants.size() / static_cast<size_t>(cycles)];
  if (block != current || random.chance(0.01)) return random.chance(0.01) ? random.pick(variants) : block;
  return std::nullopt;
}

// ------------------------------------------------------------------------------------------------ UCI

class UciStress {
 public:
  UciStress(EngineChannel& engine, const StressConfig& config)
      : talk_(engine, config), config_(config), random_(config.seed), variants_(chosen_variants(config)) {}

  StressReport run() {
    try {
      talk_.send("uci");
      talk_.wait_until([&] { return uciok_; }, handler(), "uciok");
      set_variant(variants_[0]);
      for (int cycle = 0; cycle < config_.cycles; ++cycle) {
        if (auto next = variant_for_cycle(variants_, cycle, config_.cycles, rules_->name(), random_))
          set_variant(*next);
        run_cycle();
        ++report_.cycles;
        ++report_.cycles_per_variant[rules_->name()];
      }
      // The end: every search answered, and the engine still answers isready.
      send_stop();
      send_isready();
      talk_.wait_until([&] { return pending_.empty() && readyoks_owed_ == 0; }, handler(),
                       "bestmove and readyok at the end");
      talk_.send("quit");
    } catch (const StressFailure& e) {
      report_.failure = e.what();
    }
    return report_;
  }

 private:
  struct PendingGo {
    std::shared_ptr<const Rules> rules;
    Position pos;
    std::string command;
    bool waits_for_stop;
  };

  std::function<void(const std::string&)> handler() {
    return [this](const std::string& line) { handle(line); };
  }

  void handle(const std::string& line) {
    if (starts_with(line, "bestmove ")) {
      if (pending_.empty()) talk_.fail("a bestmove that no go asked for: " + line);
      PendingGo& go = pending_.front();
      std::istringstream words(line.substr(9));
      std::string move;
      words >> move;
      if (!legal_texts(*go.rules, go.pos).count(move))
        talk_.fail("bestmove " + move + " is not legal in " + go.rules->name() + " " +
                   fen_of(*go.rules, go.pos) + " (" + go.command + ")");
      pending_.pop_front();
      ++report_.answers;
    } else if (line == "readyok") {
      if (readyoks_owed_ == 0) talk_.fail("a readyok that no isready asked for");
      --readyoks_owed_;
      ++report_.syncs;
    } else if (line == "uciok") {
      uciok_ = true;
    } else if (starts_with(line, "info string")) {
      talk_.fail("an error line, though every command sent was valid: " + line);
    } else if (!starts_with(line, "info ") && !starts_with(line, "id ") && !starts_with(line, "option ")) {
      talk_.fail("an unexpected line: " + line);
    }
  }

  void set_variant(const std::string& name) {
    talk_.send("setoption name UCI_Variant value " + name);
    rules_ = make_variant(name);
    position_ = std::make_unique<Position>(start_position(*rules_));
  }

  void send_isready() {
    talk_.send("isready");
    ++readyoks_owed_;
  }

  void send_stop() {
    talk_.send("stop");
    ++report_.stops;
  }

  // A position reached by random moves, sent as startpos + moves, a FEN, or a FEN + moves.
  void send_position() {
    Position pos = start_position(*rules_);
    const std::vector<Move> line = random_line(*rules_, pos, random_, random_.below(30));
    Position from = start_position(*rules_);
    const int kind = random_.below(4);
    size_t first = 0;  // the moves sent after the FEN start here
    std::string command = "position startpos";
    if (kind == 2 || kind == 3) {
      first = kind == 2 ? line.size() : static_cast<size_t>(random_.below(static_cast<int>(line.size()) + 1));
      for (size_t i = 0; i < first; ++i) rules_->play(from, line[i]);
      command = "position fen " + fen_of(*rules_, from);
      from = parse_fen(*rules_, fen_of(*rules_, from));
    }
    if (first < line.size())
      command += " moves " + protocol::line_text(*rules_, from, std::span(line).subspan(first));
    talk_.send(command);
    position_ = std::make_unique<Position>(pos);
  }

  void send_go() {
    std::string command;
    const int kind = random_.below(100);
    if (kind < 40)
      command = "go movetime " + std::to_string(random_.between(1, 5));
    else if (kind < 70)
      command = "go depth 1";
    else if (kind < 95)
      command = "go nodes " + std::to_string(random_.between(1, 1000));
    else
      command = random_.chance(0.5) ? "go infinite" : "go ponder";
    talk_.send(command);
    pending_.push_back({rules_, *position_, command, kind >= 95});
    ++report_.searches;
  }

  void send_setoption() {
    switch (random_.below(6)) {
      case 0:
        talk_.send("setoption name Hash value " + std::to_string(random_.between(1, 8)));
        break;
      case 1:
        talk_.send("setoption name Threads value " + std::to_string(random_.between(1, 2)));
        break;
      case 2:
        talk_.send("setoption name MultiPV value " + std::to_string(random_.between(1, 3)));
        break;
      case 3:
        talk_.send("setoption name Skill Level value " +
                   std::to_string(random_.chance(0.5) ? 20 : random_.below(21)));
        break;
      case 4:
        talk_.send("setoption name Clear Hash");
        break;
      default:
        talk_.send(std::string("setoption name UCI_LimitStrength value ") +
                   (random_.chance(0.8) ? "false" : "true"));
        break;
    }
  }

  void run_cycle() {
    send_position();
    if (random_.chance(0.05)) send_setoption();
    send_go();
    // Commands at random moments while the search runs, ends or has just answered.
    const int extras = random_.below(4);
    for (int i = 0; i < extras; ++i) {
      const int what = random_.below(100);
      if (what < 30) {
        random_.pause_up_to_ms(3);
      } else if (what < 50) {
        send_isready();
      } else if (what < 70) {
        send_stop();
      } else if (what < 77) {
        talk_.send("ucinewgame");
        position_ = std::make_unique<Position>(start_position(*rules_));
      } else if (what < 85) {
        send_setoption();
      } else if (what < 93) {
        send_position();
      } else if (what < 97) {
        send_go();  // before the last search has answered: it waits for that one (or stops it)
      } else {
        talk_.send(pending_.empty() || !pending_.back().waits_for_stop ? "isready" : "ponderhit");
        if (pending_.empty() || !pending_.back().waits_for_stop) ++readyoks_owed_;
      }
      talk_.drain(handler());
    }
    // As a tournament manager does: most of the time wait for the bestmove, then at once the next cycle.
    if (random_.chance(0.7) && !pending_.empty()) {
      if (pending_.back().waits_for_stop) send_stop();
      talk_.wait_until([&] { return pending_.empty(); }, handler(),
                       "bestmove for " + pending_.back().command);
    }
    talk_.drain(handler());
  }

  Conversation talk_;
  const StressConfig& config_;
  Random random_;
  std::vector<std::string> variants_;
  StressReport report_;
  bool uciok_ = false;
  std::shared_ptr<const Rules> rules_;
  std::unique_ptr<Position> position_;  // the session's position, as far as the driver knows
  std::deque<PendingGo> pending_;       // searches asked for and not answered, oldest first
  int readyoks_owed_ = 0;
};

// --------------------------------------------------------------------------------------------- XBoard

class XboardStress {
 public:
  XboardStress(EngineChannel& engine, const StressConfig& config)
      : talk_(engine, config), config_(config), random_(config.seed), variants_(chosen_variants(config)) {}

  StressReport run() {
    try {
      talk_.send("xboard");
      talk_.send("protover 2");
      talk_.wait_until([&] { return features_done_; }, handler(), "feature done=1");
      new_game(variants_[0]);
      for (int cycle = 0; cycle < config_.cycles; ++cycle) {
        if (auto next = variant_for_cycle(variants_, cycle, config_.cycles, rules_->name(), random_))
          new_game(*next);
        run_cycle();
        ++report_.cycles;
        ++report_.cycles_per_variant[rules_->name()];
      }
      cancel("force");
      talk_.send("quit");
    } catch (const StressFailure& e) {
      report_.failure = e.what();
    }
    return report_;
  }

 private:
  // Whether the engine owes a move: none, certainly one (it was told to think), or perhaps one (it was
  // thinking when `force` or `new` arrived: a move sent before it read them is part of the game).
  enum class Owed { None, Move, PerhapsMove };

  std::function<void(const std::string&)> handler() {
    return [this](const std::string& line) { handle(line); };
  }

  int ranks() const { return game_->geometry().height(); }

  void handle(const std::string& line) {
    if (starts_with(line, "move ")) {
      if (owed_ == Owed::None) talk_.fail("a move that no go or usermove asked for: " + line);
      const std::string text = protocol::from_xboard_squares(line.substr(5), ranks());
      // XBoard moves carry no choice of promotion for displaced pawns: the bare text stands for all of them.
      int matches = 0;
      for (const std::string& legal : legal_texts(*rules_, *game_))
        matches += legal == text || legal.substr(0, legal.find('/')) == text;
      if (matches == 0)
        talk_.fail("move " + line.substr(5) + " is not legal in " + rules_->name() + " " +
                   fen_of(*rules_, *game_));
      if (matches > 1) unsure_of_game_ = true;  // the engine may have played another choice
      const auto move = protocol::find_move(*rules_, *game_, text);
      rules_->play(*game_, *move);
      owed_ = Owed::None;
      answered_search_ = search_number_;
      ++report_.answers;
    } else if (starts_with(line, "pong ")) {
      if (pongs_owed_.empty() || line != "pong " + std::to_string(pongs_owed_.front().number))
        talk_.fail("an unexpected pong: " + line);
      if (pongs_owed_.front().after_search > answered_search_)
        talk_.fail(line + " came before the move the engine was thinking about when pinged");
      if (pongs_owed_.front().after_cancel && owed_ == Owed::PerhapsMove) {
        owed_ = Owed::None;  // the engine read `force` without having sent a move: none will come
        answered_search_ = search_number_;
        ++report_.cancelled;
      }
      pongs_owed_.pop_front();
      ++report_.syncs;
    } else if (starts_with(line, "1-0 {") || starts_with(line, "0-1 {") || starts_with(line, "1/2-1/2 {")) {
      if (!unsure_of_game_ && goes_on(*rules_, *game_))
        talk_.fail("a result line while the game goes on: " + line + " in " + fen_of(*rules_, *game_));
    } else if (line == "feature done=1") {
      features_done_ = true;
    } else if (starts_with(line, "feature ") || starts_with(line, "setup (") || starts_with(line, "piece ")) {
      // the handshake and the variant's pieces
    } else if (!line.empty() && (std::isdigit(static_cast<unsigned char>(line[0])))) {
      // thinking output
    } else {
      talk_.fail("an unexpected line (every command sent was valid): " + line);
    }
  }

  void ping() {
    ++ping_number_;
    talk_.send("ping " + std::to_string(ping_number_));
    pongs_owed_.push_back(
        {ping_number_, owed_ == Owed::Move ? search_number_ : 0, owed_ == Owed::PerhapsMove});
  }

  void wait_for_pongs() {
    talk_.wait_until([&] { return pongs_owed_.empty(); }, handler(), "pong " + std::to_string(ping_number_));
  }

  void wait_for_move() {
    talk_.wait_until([&] { return owed_ == Owed::None; }, handler(), "move");
  }

  // A command that abandons the engine's thinking; a ping after it tells whether a move crossed it.
  void cancel(const std::string& command) {
    talk_.send(command);
    if (owed_ == Owed::Move) owed_ = Owed::PerhapsMove;
    ping();
    wait_for_pongs();
  }

  void new_game(const std::string& variant) {
    cancel("new");
    if (variant != "chess") talk_.send("variant " + variant);
    rules_ = make_variant(variant);
    game_ = std::make_unique<Position>(start_position(*rules_));
    unsure_of_game_ = false;
  }

  std::string xboard_text(const Move& m) {
    std::string text = to_uci(*rules_, *game_, m);
    text.resize(std::min(text.size(), text.find('/')));
    return protocol::to_xboard_squares(text, ranks());
  }

  void send_usermove(const Move& m) {
    talk_.send("usermove " + xboard_text(m));
    rules_->play(*game_, *protocol::find_move(*rules_, *game_,
                                              protocol::from_xboard_squares(xboard_text(m), ranks())));
  }

  // In force mode: a position set up by setboard or by moves from the game.
  void set_position() {
    if (unsure_of_game_ || random_.chance(0.5) || !goes_on(*rules_, *game_)) {
      // (random_line keeps the game going, so this position is not over)
      Position pos = start_position(*rules_);
      random_line(*rules_, pos, random_, random_.below(30));
      const std::string fen = fen_of(*rules_, pos);
      talk_.send("setboard " + fen);
      game_ = std::make_unique<Position>(parse_fen(*rules_, fen));
      unsure_of_game_ = false;
      return;
    }
    if (random_.chance(0.1) && game_->moves_played() >= 2) {
      const bool two = random_.chance(0.5);
      talk_.send(two ? "remove" : "undo");
      rules_->undo(*game_);
      if (two) rules_->undo(*game_);
      if (!goes_on(*rules_, *game_)) return set_position();
    }
    // One move at a time: the model plays what the engine reads the move text as (for Magnetic's displaced
    // pawns the all-queens choice), which may not be the move drawn.
    const int moves = random_.below(4);
    for (int i = 0; i < moves && goes_on(*rules_, *game_); ++i) {
      Position pos = *game_;
      const std::vector<Move> line = random_line(*rules_, pos, random_, 1);
      if (line.empty()) break;
      send_usermove(line[0]);
    }
    if (!goes_on(*rules_, *game_)) set_position();  // over after all: a setboard instead
  }

  void set_time_control() {
    switch (random_.below(5)) {
      case 0:
      case 1:
        talk_.send("sd 0");
        talk_.send("st 0.00" + std::to_string(random_.between(1, 5)));
        break;
      case 2:
      case 3:
        talk_.send("st 0");
        talk_.send("sd 1");
        break;
      default:  // a clock of 50 to 200 ms
        talk_.send("sd 0");
        talk_.send("st 0");
        talk_.send(random_.chance(0.5) ? "level 40 0:01 0" : "level 0 0:02 0.01");
        talk_.send("time " + std::to_string(random_.between(5, 20)));
        talk_.send("otim " + std::to_string(random_.between(5, 20)));
        break;
    }
  }

  void run_cycle() {
    cancel("force");
    set_position();
    if (random_.chance(0.03)) {
      talk_.send("analyze");
      random_.pause_up_to_ms(2);
      talk_.send("exit");
    }
    set_time_control();
    if (random_.chance(0.3)) talk_.send(random_.chance(0.5) ? "post" : "nopost");
    talk_.send("go");
    owe_move();
    for (int reply = 0;; ++reply) {
      interleave();
      if (reply >= 3 || !random_.chance(0.5)) break;
      // The reply the moment the engine's move arrives, as a GUI sends it.
      wait_for_move();
      if (unsure_of_game_ || !goes_on(*rules_, *game_)) break;
      Position pos = *game_;
      const std::vector<Move> line = random_line(*rules_, pos, random_, 1);
      if (line.empty()) break;
      send_usermove(line[0]);
      if (!goes_on(*rules_, *game_)) break;  // (random_line keeps the game going: not reached)
      owe_move();
    }
    if (random_.chance(0.7)) wait_for_move();
    talk_.drain(handler());
  }

  // Commands that do not touch the game, at random moments while the engine thinks or has just moved.
  void interleave() {
    const int extras = random_.below(4);
    for (int i = 0; i < extras; ++i) {
      const int what = random_.below(100);
      if (what < 30) {
        random_.pause_up_to_ms(3);
      } else if (what < 50) {
        ping();
      } else if (what < 65) {
        talk_.send("?");
        ++report_.stops;
      } else if (what < 75) {
        talk_.send((random_.chance(0.5) ? "time " : "otim ") + std::to_string(random_.between(5, 20)));
      } else if (what < 82) {
        talk_.send(random_.chance(0.5) ? "post" : "nopost");
      } else if (what < 88) {
        talk_.send("memory " + std::to_string(random_.between(1, 8)));
      } else if (what < 94) {
        talk_.send("cores " + std::to_string(random_.between(1, 2)));
      } else {
        talk_.send(random_.chance(0.5) ? "hard" : "easy");
      }
      talk_.drain(handler());
    }
  }

  void owe_move() {
    owed_ = Owed::Move;
    ++search_number_;
    ++report_.searches;
  }

  struct PongOwed {
    int number;
    int after_search;   // pinged while the engine owed this search's move: the pong must follow it (0: none)
    bool after_cancel;  // pinged after `force` met a search: by the pong, a move that crossed has come
  };

  Conversation talk_;
  const StressConfig& config_;
  Random random_;
  std::vector<std::string> variants_;
  StressReport report_;
  bool features_done_ = false;
  std::shared_ptr<const Rules> rules_;
  std::unique_ptr<Position> game_;  // the game as the engine has it
  bool unsure_of_game_ = false;     // an engine move stood for several (displaced pawns' promotions)
  Owed owed_ = Owed::None;
  int search_number_ = 0;    // searches asked for so far
  int answered_search_ = 0;  // the last of them answered (or cancelled)
  int ping_number_ = 0;
  std::deque<PongOwed> pongs_owed_;
};

}  // namespace

StressReport stress_uci(EngineChannel& engine, const StressConfig& config) {
  return UciStress(engine, config).run();
}

StressReport stress_xboard(EngineChannel& engine, const StressConfig& config) {
  return XboardStress(engine, config).run();
}

}  // namespace nightrider::protocol_stress
