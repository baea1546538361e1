// An interactive game in a terminal: a person against the engine, against a friend at the same keyboard,
// or watching the engine play itself. The session reads commands and moves from an istream and writes
// the board and replies to an ostream, so the CLI only wires it to stdin/stdout and tests drive it with
// stringstreams. A bad line (unknown command, illegal move, unreadable file) gets one line saying what is
// wrong and the game goes on; the end of the input ends the session.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/move.h"
#include "core/outcome.h"
#include "core/position.h"
#include "rules/rules.h"
#include "search/engine.h"

namespace nightrider::play {

enum class EngineSide : uint8_t { None, White, Black, Both };

// "white", "black", "none", "both"; nullopt for anything else.
std::optional<EngineSide> parse_engine_side(std::string_view text);

struct SessionOptions {
  EngineSide engine_side = EngineSide::Black;
  int64_t movetime_ms = 1000;  // per engine move; 0 = no time limit (then `depth` must be set)
  int depth = 0;               // 0 = no depth limit
  int level = 20;              // engine skill 0..20
  bool ascii = false;          // letters instead of Unicode glyphs
  bool flip = false;           // turn the board around (it starts from the person's side)
  uint64_t seed = 0;           // the engine's random choices below level 20; 0 = from the clock
};

// How the game ended, in the variant's terms: "Checkmate — White wins (1-0)", "Black's anti-king is
// mated — White wins (1-0)", "King captured — Black wins (0-1)", "Stalemate — draw (1/2-1/2)",
// "Draw by threefold repetition (1/2-1/2)". `pos` is the final position.
std::string announcement(const Rules& rules, const Position& pos, const Outcome& outcome);

class Session {
 public:
  Session(std::shared_ptr<const Rules> rules, Position start, SessionOptions options, std::istream& in,
          std::ostream& out);
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  // Plays until `quit` or the end of the input.
  void run();

  // The state, for tests.
  const Rules& rules() const { return *rules_; }
  const Position& position() const { return pos_; }
  const std::vector<Move>& moves() const { return moves_; }

 private:
  bool handle(const std::string& line);  // false on `quit`
  void play_move(const Move& m, bool by_engine);
  void engine_move();
  std::optional<Move> engine_choice();
  bool engine_plays(Colour side) const;
  Outcome outcome();
  void show_board();
  void show_help();
  void show_moves();
  void undo();
  void hint();
  void save(const std::string& path);
  void load(const std::string& path);
  void new_game(const std::string& variant);
  void set_level(const std::string& text);
  void set_engine_side(const std::string& text);
  void try_move(const std::string& text);
  void restart(std::shared_ptr<const Rules> rules, Position start, Position current, std::vector<Move> moves);

  std::shared_ptr<const Rules> rules_;
  Position start_;  // where the game began
  Position pos_;    // now, with the moves since start_ in its journal
  std::vector<Move> moves_;
  SessionOptions options_;
  std::istream& in_;
  std::ostream& out_;
  std::unique_ptr<Engine> engine_;
  bool flipped_ = false;
  bool board_shown_ = false;  // the board on screen is the current position
  bool announced_ = false;    // the end of the game has been announced
};

}  // namespace nightrider::play
