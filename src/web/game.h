// One game of the web application: a person against the engine (or two people at one board) in one of
// the variants. It knows nothing of sockets or threads: the game manager locks it, the store keeps its
// record, and its state is what the page draws (the FEN, the legal moves as from/to pairs, the moves
// played with what each did, the result in the variant's words).
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/outcome.h"
#include "core/position.h"
#include "play/session.h"
#include "rules/rules.h"
#include "search/engine.h"

namespace nightrider::web {

// A request the game refuses (unknown variant, illegal move, nothing to take back); the message is one
// line meant for the person.
class GameError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The engine strengths offered on the page, 1 (weakest) to 5, each a skill level and a time per move.
constexpr int kMinLevel = 1;
constexpr int kMaxLevel = 5;
struct EngineStrength {
  int skill = 20;  // Engine's skill level 0..20
  int64_t movetime_ms = 1000;
  int depth = 0;  // 0 = no depth limit
};
EngineStrength engine_strength(int level);  // throws GameError outside kMinLevel..kMaxLevel

// A game's time control: each side's time at the start and the increment added after each of its
// moves. No time (initial 0): the game has no clocks. A correspondence game has no clocks but a number
// of days per move instead (calendar time, counted from the end of the opponent's move, so it runs on
// while the server is down); the two exclude each other.
struct TimeControl {
  int64_t initial_ms = 0;
  int64_t increment_ms = 0;
  int days_per_move = 0;
  bool timed() const { return initial_ms > 0; }
  bool correspondence() const { return days_per_move > 0; }
};
constexpr int64_t kMaxClockMinutes = 180;
constexpr int64_t kMaxIncrementSeconds = 180;
constexpr int kMaxDaysPerMove = 14;
constexpr int64_t kMillisecondsPerDay = 24 * 60 * 60 * 1000;

// Each side's remaining time at one moment of the game.
struct ClockReading {
  int64_t white_ms = 0;
  int64_t black_ms = 0;
  int64_t of(Colour side) const { return side == Colour::White ? white_ms : black_ms; }
  int64_t& of(Colour side) { return side == Colour::White ? white_ms : black_ms; }
  bool operator==(const ClockReading&) const = default;
};

// What the store keeps of a game: enough to replay it exactly.
struct GameRecord {
  std::string id;
  std::string variant;
  std::string start_fen;
  std::vector<std::string> moves;  // coordinate form, as to_uci writes them
  play::EngineSide engine_side = play::EngineSide::Black;
  int level = 2;
  // A game between friends (no engine): each side's seat token, the secret in that side's link (32
  // random hex digits, never derived from the id); both empty in other games. `host` is the side of the
  // player who created the game, the one shown the invite link for the other side.
  std::string white_seat;
  std::string black_seat;
  Colour host = Colour::White;
  // A timed game: the remaining times after each move, clocks[0] at the start and clocks[k] after the
  // k-th move (so a take-back returns to the times before the moves it takes back), and the side whose
  // time ran out, if it did. Empty clocks in a game without time.
  TimeControl time_control;
  std::vector<ClockReading> clocks;
  std::optional<Colour> flagged;
  // A correspondence game: when the side to move's turn began, in milliseconds since the Unix epoch
  // (calendar time, not the server's steady clock, so that a deadline survives a restart); 0 before the
  // first move.
  int64_t turn_started_at = 0;
  // The players' nicknames in a game between players (the lobby's or a friend's link); "" when unknown.
  std::string white_name;
  std::string black_name;
  const std::string& name(Colour side) const { return side == Colour::White ? white_name : black_name; }
  bool between_friends() const { return !white_seat.empty() && !black_seat.empty(); }
  const std::string& seat_token(Colour side) const { return side == Colour::White ? white_seat : black_seat; }
};

// "white", "black", "none" (the sides the web page offers), for records and messages.
std::string engine_side_name(play::EngineSide side);

// Is `id` shaped like the ids this server hands out (16 lower-case hex digits)? Checked before any look-up.
bool valid_game_id(std::string_view id);
// Is `token` shaped like a seat token (32 lower-case hex digits)?
bool valid_seat_token(std::string_view token);

struct PlayedMove {
  std::string uci;
  std::string san;          // with the side effects, e.g. "c4 (Bc1-c3)"
  std::string description;  // what the move did, in words: "White Bxd5: takes the knight on d5; …"
  // What the move did besides going from its square to its square, for the board to draw (see
  // move_effects): [{"kind":"displace","from":"c1","to":"c3"}, {"kind":"capture","square":"d5"}, …].
  nlohmann::json effects;
};

// The effects of the move just played in `after` (its journal's last entry), as the page draws them:
// "capture" (a square whose unit left the board), "displace" (a unit other than the mover moved by the
// move: a magnetic field, Rococo's pushes), "swap" (the unit that changed places with the mover),
// "rebirth" (a unit reborn or sent to its rebirth square; "from" is where it left, when known),
// "appear" (a unit added) and "change" (a unit that changed kind: a promotion). Read from the recorded
// effects, so the page never guesses what the rules did.
nlohmann::json move_effects(const Position& after, const Move& move);

class Game {
 public:
  // A new game from the variant's start position. Throws GameError for an unknown variant or level.
  static Game start(std::string id, std::string_view variant, play::EngineSide engine_side, int level,
                    TimeControl time_control = {});
  // A new game between friends (no engine), each side's seat token given. Throws GameError for an
  // unknown variant or tokens that are not two different valid ones.
  static Game start_between_friends(std::string id, std::string_view variant, std::string white_seat,
                                    std::string black_seat, Colour host, TimeControl time_control = {});
  // The game a record describes, its moves replayed. Throws GameError when the record does not replay.
  static Game replay(const GameRecord& record);

  const GameRecord& record() const { return record_; }
  const std::string& id() const { return record_.id; }
  const Rules& rules() const { return *rules_; }
  const std::shared_ptr<const Rules>& rules_ptr() const { return rules_; }
  const Position& position() const { return pos_; }
  const std::vector<PlayedMove>& moves() const { return played_; }

  Outcome outcome();
  bool over() { return outcome().result != Result::Ongoing; }
  // The side to move is the engine's and the game goes on.
  bool engine_to_move();

  // Plays the legal move the text names (coordinate form or SAN). Throws GameError naming the problem.
  // In a timed game `elapsed_ms` is the time the mover took: it comes off the mover's clock and the
  // increment goes on (the caller has checked that the time had not run out: see time_is_up).
  void play(std::string_view text, int64_t elapsed_ms = 0);
  void play(const Move& move, int64_t elapsed_ms = 0);  // a move known to be legal (the engine's)

  // Clocks. They run from White's first move on (a game waiting for its first move, or for the friend
  // to arrive, costs nobody time) until the game ends; the side to move's clock is the running one.
  bool clock_running();
  ClockReading clocks() const { return record_.clocks.empty() ? ClockReading{} : record_.clocks.back(); }
  // Has the side to move used up its time, `elapsed_ms` into its turn?
  bool time_is_up(int64_t elapsed_ms);
  // Ends the game: the side to move's time is up (its clock shows 0, or its correspondence deadline
  // has passed).
  void flag_fall();
  // Correspondence: a deadline runs from White's first move on until the game ends, `days_per_move`
  // days after the turn began. The game manager sets when each turn began (calendar milliseconds).
  bool correspondence_running();
  int64_t deadline() const {
    return record_.turn_started_at + record_.time_control.days_per_move * kMillisecondsPerDay;
  }
  void set_turn_started_at(int64_t unix_ms) { record_.turn_started_at = unix_ms; }
  // A player's nickname (a game between players).
  void set_name(Colour side, std::string name) {
    (side == Colour::White ? record_.white_name : record_.black_name) = std::move(name);
  }
  // Takes back the person's last move and the engine's replies after it (against the engine), or the
  // last move (two people). Returns how many moves went; throws GameError when there is nothing to take.
  size_t take_back();

  // The state message's game part (see docs/web.md): id, variant, board size, FEN, side to move, legal
  // moves, moves played, result, and the clocks `elapsed_ms` into the current turn.
  nlohmann::json state(int64_t elapsed_ms = 0);
  std::string pgn();

 private:
  Game(GameRecord record, std::shared_ptr<const Rules> rules, Position start);
  bool engine_plays(Colour side) const;

  GameRecord record_;
  std::shared_ptr<const Rules> rules_;
  Position start_;
  Position pos_;  // now, with every move in its journal (repetitions, take-back)
  std::vector<Move> move_list_;
  std::vector<PlayedMove> played_;
};

}  // namespace nightrider::web
