// The games the server is playing: created, joined (from memory or, after a restart, from the store),
// moved in, taken back; each change stored at once and sent to every connection watching the game. The
// engine's searches run through a background runner (the server's worker threads), never on the thread
// that reads the sockets, and a game refuses moves while its engine is thinking.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <utility>

#include "web/game.h"
#include "web/game_store.h"

namespace nightrider::web {

// A connection that shows a game; `send` may be called from any thread and must not block.
class GameWatcher {
 public:
  virtual ~GameWatcher() = default;
  virtual void send(std::string message) = 0;
};

// A connection's seat in a game between friends: the token from its link, and the side it names
// (none: a spectator).
struct Seat {
  std::string token;
  std::optional<Colour> side;
};

// Runs a job on another thread (the server's engine workers); tests may run it at once.
using BackgroundRunner = std::function<void(std::function<void()>)>;
// Milliseconds on a clock that never goes back (steady_clock in the server); tests pass their own, so
// they set the time instead of sleeping.
using TimeSource = std::function<int64_t()>;
int64_t steady_milliseconds();
// Milliseconds since the Unix epoch (system_clock): the calendar time of correspondence deadlines, which
// must mean the same after a restart.
int64_t calendar_milliseconds();
// Runs a job `delay_ms` from now (the server: an asio steady_timer on its I/O thread). The flag of a
// running clock falls by such a job even if nobody moves; tests fire the jobs themselves.
using TimerScheduler = std::function<void(int64_t delay_ms, std::function<void()> job)>;

// The engine's time for a move when its clock runs: a thirtieth of what remains plus half the increment,
// never more than a third of what remains (so it never loses on time by thinking) and at least 10 ms.
int64_t clock_movetime(int64_t remaining_ms, int64_t increment_ms);

class GameManager {
 public:
  GameManager(GameStore& store, BackgroundRunner run_engine, TimeSource now = steady_milliseconds,
              TimerScheduler schedule = {});
  ~GameManager();
  GameManager(const GameManager&) = delete;
  GameManager& operator=(const GameManager&) = delete;

  // Each returns the game's id; the state goes to the watcher (and, for moves, to every watcher of the
  // game). Requests the game refuses throw GameError (StoreError when the database fails).
  std::string create(std::string_view variant, play::EngineSide engine_side, int level,
                     const std::shared_ptr<GameWatcher>& watcher, TimeControl time_control = {});
  // A game between friends: the creator takes `side` (none: drawn at random) and gets a "seat" message
  // with its own token and the invite token of the other side. Returns the game's id and the seat.
  // `host_name` is the creator's nickname ("" for none).
  std::pair<std::string, Seat> create_between_friends(std::string_view variant, std::optional<Colour> side,
                                                      const std::shared_ptr<GameWatcher>& watcher,
                                                      TimeControl time_control = {},
                                                      const std::string& host_name = "");
  // A game between two players of the lobby, made when a seek is accepted: the poster plays
  // `poster_side` and is the host. Stored at once, not kept in memory: both pages join it with their
  // seat tokens.
  struct SeekGame {
    std::string id;
    Seat poster;
    Seat acceptor;
  };
  SeekGame create_seek_game(std::string_view variant, Colour poster_side, const std::string& poster_name,
                            const std::string& acceptor_name, TimeControl time_control);
  // Joins with the seat token of a link (empty: as a spectator); a token that is not one of the game's
  // seats is refused. In a game between friends the watcher first gets a "seat" message. A player's
  // `nickname` names its seat if the seat has no name yet.
  Seat join(const std::string& id, const std::shared_ptr<GameWatcher>& watcher,
            const std::string& seat_token = "", const std::string& nickname = "");
  void leave(const std::string& id, const GameWatcher* watcher);
  // In a game between friends, only the seat token of the side to move may move; others get GameError.
  // A move after the mover's time ran out is refused (and the game ends, if no timer ended it yet).
  void move(const std::string& id, std::string_view move_text, const std::string& seat_token = "");
  void take_back(const std::string& id);  // refused in games between friends
  // Turns the engine's analysis on or off for a watcher of the game: while on, the watcher gets
  // {"type":"analysis",…} for the current position (again after each move), searched on the engine
  // workers. Refused to the two players of a game between friends (fair play); spectators, games against
  // the engine and two players at one board may.
  void analysis(const std::string& id, const std::shared_ptr<GameWatcher>& watcher, bool on);
  // How long an analysis searches (1 s; tests shorten it).
  void set_analysis_time(int64_t movetime_ms) { analysis_ms_ = movetime_ms; }
  std::string pgn(const std::string& id);  // throws GameError for an unknown game

  // The state message of a game, as watchers receive it (for tests).
  nlohmann::json state(const std::string& id);
  size_t games_in_memory();  // the games some page shows or the engine thinks about

  // The games between players that some page shows and that go on, for the lobby's list of games to
  // watch (at most kMaxLiveGames, oldest first): [{"game","variant","white","black","moves","clock",
  // "days","spectators"}].
  static constexpr size_t kMaxLiveGames = 50;
  nlohmann::json live_games();
  // Called (with no lock held) when that list may have changed: a game between players opened, moved,
  // ended or closed. The lobby sends its list again.
  void set_on_games_changed(std::function<void()> hook) { on_games_changed_ = std::move(hook); }
  // The calendar clock of correspondence deadlines (tests set their own).
  void set_calendar(TimeSource calendar) { calendar_ = std::move(calendar); }

 private:
  struct Entry;
  std::shared_ptr<Entry> find(const std::string& id);         // memory, then the store; throws GameError
  std::shared_ptr<Entry> find_locked(const std::string& id);  // the same, mutex_ held
  nlohmann::json state_message(Entry& entry);                 // entry locked
  // Starts the engine's search if it is to move (entry locked); returns the job to run once unlocked.
  std::function<void()> engine_job(const std::shared_ptr<Entry>& entry);
  // Starts an analysis of the position if a watcher wants one and the game goes on (entry locked);
  // returns the job to run once unlocked.
  std::function<void()> analysis_job(const std::shared_ptr<Entry>& entry);
  void run_jobs(std::function<void()> engine, std::function<void()> analysis);
  void broadcast(Entry& entry, const std::string& message);  // entry locked
  // The "seat" message a watcher holding `seat` gets in a game between friends (entry locked).
  static std::string seat_message(const Entry& entry, const Seat& seat);
  void store(Entry& entry);  // entry locked; a failure is reported to the watchers and the game goes on
  // The time since the side to move's turn began (entry locked).
  int64_t turn_elapsed(const Entry& entry) const;
  // A new turn starts now: after a move, a take-back, a load (entry locked). If a clock runs, the timer
  // that will end the game when it reaches zero is set.
  void start_turn(const std::shared_ptr<Entry>& entry);
  // Has the side to move run out of time: its clock, or its correspondence deadline (entry locked)?
  bool out_of_time(Entry& entry);
  // How long until the side to move's time is up (entry locked; its clock or its deadline runs).
  int64_t time_left(Entry& entry);
  // The timer's job: ends the game if the side to move's time is up, or sets the timer again.
  void check_flag(const std::shared_ptr<Entry>& entry, uint64_t version);
  void games_changed() const {
    if (on_games_changed_) on_games_changed_();
  }
  void flag_fall(Entry& entry);  // entry locked: the result set, stored and sent
  // Drops a game from memory once no page shows it and its engine is idle (entry not locked).
  // Returns whether it did (and told the lobby: a game between players left its list).
  bool forget_if_unwatched(const std::shared_ptr<Entry>& entry);
  std::string new_id();
  std::string new_seat_token();

  GameStore& store_;
  BackgroundRunner run_engine_;
  TimeSource now_;
  TimerScheduler schedule_;
  TimeSource calendar_ = calendar_milliseconds;
  std::function<void()> on_games_changed_;
  int64_t analysis_ms_ = 1000;
  std::mutex mutex_;  // guards games_ and random_
  std::map<std::string, std::shared_ptr<Entry>> games_;
  std::mt19937_64
      random_;  // who moves first when a friend asks for a random side (ids and tokens: secrets.h)
};

}  // namespace nightrider::web
