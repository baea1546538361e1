#include "web/game_manager.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "web/secrets.h"

namespace nightrider::web {
namespace {

std::string error_json(const std::string& text) {
  return nlohmann::json{{"type", "error"}, {"message", text}}.dump(-1, ' ', false,
                                                                   nlohmann::json::error_handler_t::replace);
}

const char* side_name(Colour side) { return side == Colour::White ? "white" : "black"; }

// The side whose seat `token` is in the game, if any.
std::optional<Colour> seat_side(const GameRecord& record, std::string_view token) {
  if (!record.between_friends()) return std::nullopt;
  for (const Colour side : {Colour::White, Colour::Black})
    if (same_secret(token, record.seat_token(side))) return side;
  return std::nullopt;
}

// An engine score (for the side to move) as the page shows it, from White's side: "+0.35", "-1.20",
// "White mates in 3".
std::string score_text(int score, Colour to_move) {
  if (is_mate_score(score)) {
    const int moves = mate_in_moves(score);
    const Colour mating = moves > 0 ? to_move : opposite(to_move);
    return std::string(mating == Colour::White ? "White" : "Black") + " mates in " +
           std::to_string(std::abs(moves));
  }
  const int white = to_move == Colour::White ? score : -score;
  char text[32];
  std::snprintf(text, sizeof text, "%+.2f", white / 100.0);
  return text;
}

// A principal variation in SAN, as the state writes moves; it ends at the first move that is not legal
// (a line from the hash table may run into one).
nlohmann::json san_line(const Rules& rules, Position pos, const std::vector<Move>& pv) {
  nlohmann::json line = nlohmann::json::array();
  for (const Move& m : pv) {
    if (!rules.is_legal(pos, m)) break;
    line.push_back(to_san(rules, pos, m));
    rules.play(pos, m);
  }
  return line;
}

}  // namespace

int64_t steady_milliseconds() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

int64_t calendar_milliseconds() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

int64_t clock_movetime(int64_t remaining_ms, int64_t increment_ms) {
  return std::max<int64_t>(10, std::min(remaining_ms / 30 + increment_ms / 2, remaining_ms / 3));
}

struct GameManager::Entry {
  struct Watching {
    std::weak_ptr<GameWatcher> watcher;
    std::optional<Colour> seat;  // a player's side in a game between friends; none: a spectator
    bool analysis = false;       // gets the engine's analysis of each position
  };
  std::mutex mutex;
  std::optional<Game> game;
  bool thinking = false;
  uint64_t version = 0;      // bumped by every change, so a search for an older position is dropped
  int64_t turn_started = 0;  // when the side to move's turn began (the manager's time source)
  // The version whose analysis search is queued or running, if one is, and its latest report: a page
  // turning analysis on meanwhile gets that report at once and the search's next ones, so a game has one
  // analysis search at a time however many pages want it.
  std::optional<uint64_t> analysing;
  std::string analysis_report;
  std::vector<Watching> watchers;

  void forget_closed() {
    std::erase_if(watchers, [](const Watching& w) { return w.watcher.expired(); });
  }
  bool analysed() const {
    return std::any_of(watchers.begin(), watchers.end(),
                       [](const Watching& w) { return w.analysis && !w.watcher.expired(); });
  }
};

GameManager::GameManager(GameStore& store, BackgroundRunner run_engine, TimeSource now,
                         TimerScheduler schedule)
    : store_(store),
      run_engine_(std::move(run_engine)),
      now_(std::move(now)),
      schedule_(std::move(schedule)),
      random_(std::random_device{}()) {}

GameManager::~GameManager() = default;

std::string GameManager::new_id() {
  // 64 random bits: ids are what lets a page rejoin a game, so they must not be guessable.
  return random_hex(8);
}

std::string GameManager::new_seat_token() {
  // 128 bits from the kernel's generator: a seat's link is all that lets someone move for that side.
  return random_hex(16);
}

std::shared_ptr<GameManager::Entry> GameManager::find(const std::string& id) {
  std::lock_guard lock(mutex_);
  return find_locked(id);
}

std::shared_ptr<GameManager::Entry> GameManager::find_locked(const std::string& id) {
  if (!valid_game_id(id)) throw GameError("bad game id (16 hex digits expected)");
  if (auto it = games_.find(id); it != games_.end()) return it->second;
  std::optional<GameRecord> record = store_.load(id);
  if (!record) throw GameError("unknown game " + id);
  auto entry = std::make_shared<Entry>();
  entry->game.emplace(Game::replay(*record));
  // The turn starts again now: the time the server was down is charged to nobody (docs/web.md). Not so
  // a correspondence deadline, which is calendar time: one that passed meanwhile ends the game now.
  if (entry->game->correspondence_running() && calendar_() >= entry->game->deadline()) {
    entry->game->flag_fall();
    store(*entry);
  }
  start_turn(entry);
  games_.emplace(id, entry);
  return entry;
}

void GameManager::store(Entry& entry) {
  try {
    store_.save(entry.game->record());
  } catch (const StoreError& e) {
    // The game goes on in memory; every page is told that its last move may not survive a restart.
    broadcast(entry, error_json(std::string(e.what()) + " (the game goes on, unsaved)"));
  }
}

int64_t GameManager::turn_elapsed(const Entry& entry) const { return now_() - entry.turn_started; }

bool GameManager::out_of_time(Entry& entry) {
  Game& game = *entry.game;
  if (game.correspondence_running()) return calendar_() >= game.deadline();
  return game.time_is_up(turn_elapsed(entry));
}

int64_t GameManager::time_left(Entry& entry) {
  Game& game = *entry.game;
  if (game.correspondence_running()) return game.deadline() - calendar_();
  return game.clocks().of(game.position().side_to_move()) - turn_elapsed(entry);
}

void GameManager::start_turn(const std::shared_ptr<Entry>& entry) {
  entry->turn_started = now_();
  Game& game = *entry->game;
  if (!schedule_ || !(game.clock_running() || game.correspondence_running())) return;
  // The timer holds the game weakly: a correspondence game nobody shows leaves memory (its deadline is
  // checked again when it is next opened) rather than being kept for days by its timer.
  schedule_(time_left(*entry), [this, weak = std::weak_ptr<Entry>(entry), version = entry->version] {
    if (const std::shared_ptr<Entry> alive = weak.lock()) check_flag(alive, version);
  });
}

void GameManager::check_flag(const std::shared_ptr<Entry>& entry, uint64_t version) {
  bool between_players = false;
  {
    std::lock_guard lock(entry->mutex);
    if (entry->version != version) return;  // a move or take-back since: its own timer is set
    Game& game = *entry->game;
    if (!out_of_time(*entry)) {
      // Early (a timer is not exact): again when the rest is up.
      if ((game.clock_running() || game.correspondence_running()) && schedule_)
        schedule_(time_left(*entry), [this, weak = std::weak_ptr<Entry>(entry), version] {
          if (const std::shared_ptr<Entry> alive = weak.lock()) check_flag(alive, version);
        });
      return;
    }
    flag_fall(*entry);
    between_players = game.record().between_friends();
  }
  if (!forget_if_unwatched(entry) && between_players) games_changed();
}

void GameManager::flag_fall(Entry& entry) {
  entry.game->flag_fall();
  ++entry.version;  // an engine search under way is dropped
  store(entry);
  broadcast(entry, state_message(entry).dump());
}

nlohmann::json GameManager::state_message(Entry& entry) {
  nlohmann::json message = {{"type", "state"}};
  message.update(entry.game->state(turn_elapsed(entry)));
  message["thinking"] = entry.thinking;
  if (entry.game->record().between_friends()) {
    // Who has the game open: each player's seat, and how many spectators.
    entry.forget_closed();
    bool white = false;
    bool black = false;
    int spectators = 0;
    for (const Entry::Watching& w : entry.watchers) {
      if (w.seat == Colour::White)
        white = true;
      else if (w.seat == Colour::Black)
        black = true;
      else
        ++spectators;
    }
    message["present"] = {{"white", white}, {"black", black}, {"spectators", spectators}};
  }
  return message;
}

std::string GameManager::seat_message(const Entry& entry, const Seat& seat) {
  const GameRecord& record = entry.game->record();
  nlohmann::json message = {{"type", "seat"}, {"game", record.id}, {"seat", nullptr}};
  if (seat.side) {
    message["seat"] = side_name(*seat.side);
    message["token"] = seat.token;
    // Only the creator's seat is shown the other side's link: the friend it was sent to must not get
    // the creator's. And only while that seat is nobody's: once the friend has come with a nickname, or
    // in a game made by the lobby (both seats named from the start), there is nobody to invite.
    const Colour guest = opposite(record.host);
    if (*seat.side == record.host && record.name(guest).empty()) {
      message["invite"] = {{"seat", side_name(guest)}, {"token", record.seat_token(guest)}};
    }
  }
  return message.dump();
}

void GameManager::broadcast(Entry& entry, const std::string& message) {
  entry.forget_closed();
  for (const Entry::Watching& w : entry.watchers)
    if (const std::shared_ptr<GameWatcher> watcher = w.watcher.lock()) watcher->send(message);
}

std::function<void()> GameManager::engine_job(const std::shared_ptr<Entry>& entry) {
  Game& game = *entry->game;
  if (entry->thinking || !game.engine_to_move()) return {};
  entry->thinking = true;
  const EngineStrength strength = engine_strength(game.record().level);
  SearchLimits limits;
  limits.movetime_ms = strength.movetime_ms;
  limits.depth = strength.depth;
  // A running clock sets the engine's time instead of its level (the level keeps its skill and depth).
  if (game.clock_running())
    limits.movetime_ms =
        clock_movetime(game.clocks().of(game.position().side_to_move()) - turn_elapsed(*entry),
                       game.record().time_control.increment_ms);
  return [this, entry, rules = game.rules_ptr(), position = game.position(), version = entry->version, limits,
          skill = strength.skill] {
    // Searched on copies, without the lock: the game stays readable (join, PGN) while the engine thinks.
    // An engine per search, not per game: memory grows with the searches running (the worker threads),
    // not with the games open, and its table would help little at these short times.
    std::optional<Move> best;
    std::function<void()> analysis;
    try {
      Engine engine;
      EngineOptions options;
      options.hash_mb = 8;
      options.skill_level = skill;
      engine.set_options(options);
      best = engine.search(*rules, position, limits).best;
    } catch (const std::exception&) {
      best.reset();
    }
    {
      std::lock_guard lock(entry->mutex);
      entry->thinking = false;
      if (entry->version != version) return;
      Game& game = *entry->game;
      const int64_t elapsed = turn_elapsed(*entry);
      if (game.time_is_up(elapsed)) {
        flag_fall(*entry);
        best.reset();
      }
      Position now = game.position();
      if (!best || !rules->is_legal(now, *best)) {
        // The engine answers whenever the game goes on; should it not, any legal move keeps it going.
        MoveList legal;
        rules->legal_moves(now, legal);
        if (!legal.empty()) best = legal[0];
      }
      if (best && !game.over()) {
        game.play(*best, elapsed);
        ++entry->version;
        store(*entry);
        start_turn(entry);
        broadcast(*entry, state_message(*entry).dump());
        analysis = analysis_job(entry);
      } else if (!entry->game->record().flagged) {
        broadcast(*entry, state_message(*entry).dump());
      }
    }
    run_jobs({}, std::move(analysis));
    forget_if_unwatched(entry);
  };
}

std::function<void()> GameManager::analysis_job(const std::shared_ptr<Entry>& entry) {
  Game& game = *entry->game;
  if (!entry->analysed() || game.over() || entry->analysing == entry->version) return {};
  entry->analysing = entry->version;
  entry->analysis_report.clear();
  SearchLimits limits;
  limits.movetime_ms = analysis_ms_;
  return [entry, rules = game.rules_ptr(), position = game.position(), version = entry->version, limits,
          id = game.id(), fen = to_fen(*game.rules_ptr(), game.position())] {
    // Sends one report to the watchers that want it; false when the position has changed or nobody
    // wants it any more, which stops the search.
    auto report = [&](int depth, int score, const std::vector<Move>& pv) {
      const nlohmann::json analysis = {{"type", "analysis"},
                                       {"game", id},
                                       {"fen", fen},
                                       {"depth", depth},
                                       {"score", score_text(score, position.side_to_move())},
                                       {"line", san_line(*rules, position, pv)}};
      const std::string message = analysis.dump();
      std::lock_guard lock(entry->mutex);
      if (entry->version != version) return false;
      entry->analysis_report = message;
      bool sent = false;
      for (const Entry::Watching& w : entry->watchers)
        if (const std::shared_ptr<GameWatcher> watcher = w.watcher.lock(); watcher && w.analysis) {
          watcher->send(message);
          sent = true;
        }
      return sent;
    };
    bool wanted = false;
    {
      std::lock_guard lock(entry->mutex);
      wanted = entry->version == version && entry->analysed();  // else a newer position has its own job
    }
    if (wanted) {
      try {
        Engine engine;
        EngineOptions options;
        options.hash_mb = 8;
        engine.set_options(options);
        bool reported = false;
        const SearchResult result = engine.search(*rules, position, limits, [&](const SearchInfo& info) {
          if (info.multipv != 1 || info.pv.empty()) return;
          reported = true;
          if (!report(info.depth, info.score, info.pv)) engine.stop();
        });
        if (!reported && result.best) report(result.depth, result.score, result.pv);
      } catch (const std::exception&) {
        // No analysis this time; the game is not affected.
      }
    }
    // Done: a page that turns analysis on from now on starts a new search.
    std::lock_guard lock(entry->mutex);
    if (entry->analysing == version) entry->analysing.reset();
  };
}

void GameManager::run_jobs(std::function<void()> engine, std::function<void()> analysis) {
  if (engine) run_engine_(std::move(engine));
  if (analysis) run_engine_(std::move(analysis));
}

void GameManager::analysis(const std::string& id, const std::shared_ptr<GameWatcher>& watcher, bool on) {
  const std::shared_ptr<Entry> entry = find(id);
  std::function<void()> job;
  {
    std::lock_guard lock(entry->mutex);
    const auto watching = std::find_if(entry->watchers.begin(), entry->watchers.end(),
                                       [&](const Entry::Watching& w) { return w.watcher.lock() == watcher; });
    if (watching == entry->watchers.end()) throw GameError("join game " + id + " first");
    // The engine's help to a player of a game between friends would be cheating; spectators may look.
    if (on && watching->seat)
      throw GameError("no analysis for the players of a game between friends (fair play); spectators may");
    watching->analysis = on;
    // One search per position: while one runs, this page gets its latest report now and the next ones
    // with the other pages.
    if (on && entry->analysing == entry->version && !entry->analysis_report.empty())
      watcher->send(entry->analysis_report);
    if (on) job = analysis_job(entry);
  }
  run_jobs({}, std::move(job));
}

bool GameManager::forget_if_unwatched(const std::shared_ptr<Entry>& entry) {
  // Lock order everywhere: the map, then a game (engine jobs and moves take only the game's).
  bool forgotten = false;
  {
    std::lock_guard map_lock(mutex_);
    std::lock_guard lock(entry->mutex);
    entry->forget_closed();
    // A game nobody shows and the engine is not thinking about lives in the store only; the next join
    // replays it from there. So memory holds the games being played, not every game since the start.
    // A game whose clock runs stays too, so that its flag falls on time.
    if (!entry->watchers.empty() || entry->thinking || entry->game->clock_running()) return false;
    const auto it = games_.find(entry->game->id());
    if (it != games_.end() && it->second == entry) {
      games_.erase(it);
      forgotten = entry->game->record().between_friends();
    }
  }
  if (forgotten) games_changed();  // it leaves the lobby's list of games to watch
  return forgotten;
}

std::string GameManager::create(std::string_view variant, play::EngineSide engine_side, int level,
                                const std::shared_ptr<GameWatcher>& watcher, TimeControl time_control) {
  std::string id;
  {
    std::lock_guard lock(mutex_);
    do id = new_id();
    while (games_.contains(id));
  }
  auto entry = std::make_shared<Entry>();
  entry->game.emplace(Game::start(id, variant, engine_side, level, time_control));
  entry->turn_started = now_();
  store_.save(entry->game->record());
  std::function<void()> job;
  {
    std::lock_guard lock(entry->mutex);
    entry->watchers.push_back({watcher, std::nullopt});
    job = engine_job(entry);
    watcher->send(state_message(*entry).dump());
  }
  {
    std::lock_guard lock(mutex_);
    games_.emplace(id, entry);
  }
  if (job) run_engine_(std::move(job));
  return id;
}

std::pair<std::string, Seat> GameManager::create_between_friends(std::string_view variant,
                                                                 std::optional<Colour> side,
                                                                 const std::shared_ptr<GameWatcher>& watcher,
                                                                 TimeControl time_control,
                                                                 const std::string& host_name) {
  std::string id;
  std::string white_seat;
  std::string black_seat;
  {
    std::lock_guard lock(mutex_);
    do id = new_id();
    while (games_.contains(id));
    if (!side) side = (random_() & 1) == 0 ? Colour::White : Colour::Black;
    white_seat = new_seat_token();
    do black_seat = new_seat_token();
    while (black_seat == white_seat);
  }
  auto entry = std::make_shared<Entry>();
  entry->game.emplace(Game::start_between_friends(id, variant, std::move(white_seat), std::move(black_seat),
                                                  *side, time_control));
  entry->game->set_name(*side, host_name);
  entry->turn_started = now_();
  store_.save(entry->game->record());
  const Seat seat{entry->game->record().seat_token(*side), side};
  {
    std::lock_guard lock(entry->mutex);
    entry->watchers.push_back({watcher, side});
    watcher->send(seat_message(*entry, seat));
    watcher->send(state_message(*entry).dump());
  }
  {
    std::lock_guard lock(mutex_);
    games_.emplace(id, entry);
  }
  games_changed();
  return {id, seat};
}

GameManager::SeekGame GameManager::create_seek_game(std::string_view variant, Colour poster_side,
                                                    const std::string& poster_name,
                                                    const std::string& acceptor_name,
                                                    TimeControl time_control) {
  std::string id;
  std::string white_seat;
  std::string black_seat;
  {
    std::lock_guard lock(mutex_);
    do id = new_id();
    while (games_.contains(id) || store_.load(id));
    white_seat = new_seat_token();
    do black_seat = new_seat_token();
    while (black_seat == white_seat);
  }
  Game game = Game::start_between_friends(id, variant, white_seat, black_seat, poster_side, time_control);
  game.set_name(poster_side, poster_name);
  game.set_name(opposite(poster_side), acceptor_name);
  store_.save(game.record());
  return {id,
          {game.record().seat_token(poster_side), poster_side},
          {game.record().seat_token(opposite(poster_side)), opposite(poster_side)}};
}

Seat GameManager::join(const std::string& id, const std::shared_ptr<GameWatcher>& watcher,
                       const std::string& seat_token, const std::string& nickname) {
  std::function<void()> job;
  Seat seat;
  bool between_players = false;
  {
    // The map stays locked until the watcher is on the game, so the game cannot be forgotten between
    // being found and being watched (forget_if_unwatched takes the same locks in the same order).
    std::lock_guard map_lock(mutex_);
    const std::shared_ptr<Entry> entry = find_locked(id);
    std::lock_guard lock(entry->mutex);
    const GameRecord& record = entry->game->record();
    if (!seat_token.empty()) {
      seat.side = seat_side(record, seat_token);
      if (!seat.side) throw GameError("this link's seat is not one of game " + id + "'s");
      seat.token = seat_token;
      // The invited friend names its seat on arrival; a name once given stays.
      if (!nickname.empty() && record.name(*seat.side).empty()) {
        entry->game->set_name(*seat.side, nickname);
        store(*entry);
      }
    }
    const auto watching = std::find_if(entry->watchers.begin(), entry->watchers.end(),
                                       [&](const Entry::Watching& w) { return w.watcher.lock() == watcher; });
    if (watching == entry->watchers.end())
      entry->watchers.push_back({watcher, seat.side});
    else
      watching->seat = seat.side;
    // A game reloaded after a restart may be waiting for the engine's move.
    job = engine_job(entry);
    between_players = record.between_friends();
    if (record.between_friends()) {
      watcher->send(seat_message(*entry, seat));
      // Everyone on the game sees who has come (the state carries who is present).
      broadcast(*entry, state_message(*entry).dump());
    } else {
      watcher->send(state_message(*entry).dump());
    }
  }
  if (job) run_engine_(std::move(job));
  if (between_players) games_changed();
  return seat;
}

void GameManager::leave(const std::string& id, const GameWatcher* watcher) {
  std::shared_ptr<Entry> entry;
  {
    std::lock_guard lock(mutex_);
    const auto it = games_.find(id);
    if (it == games_.end()) return;
    entry = it->second;
  }
  bool between_players = false;
  {
    std::lock_guard lock(entry->mutex);
    const size_t before = entry->watchers.size();
    std::erase_if(entry->watchers, [&](const Entry::Watching& w) {
      const std::shared_ptr<GameWatcher> shown = w.watcher.lock();
      return !shown || shown.get() == watcher;
    });
    // The others see who has gone.
    between_players = entry->game->record().between_friends() && entry->watchers.size() != before;
    if (between_players && !entry->watchers.empty()) broadcast(*entry, state_message(*entry).dump());
  }
  // The lobby's list counts the spectators, or loses the game.
  if (!forget_if_unwatched(entry) && between_players) games_changed();
}

void GameManager::move(const std::string& id, std::string_view move_text, const std::string& seat_token) {
  const std::shared_ptr<Entry> entry = find(id);
  std::function<void()> job;
  std::function<void()> analysis;
  bool between_players = false;
  {
    std::lock_guard lock(entry->mutex);
    Game& game = *entry->game;
    between_players = game.record().between_friends();
    if (entry->thinking) throw GameError("Nightrider is thinking; wait for its move");
    if (game.engine_to_move()) throw GameError("it is Nightrider's turn");
    if (game.record().between_friends()) {
      const Colour to_move = game.position().side_to_move();
      const std::optional<Colour> mover = seat_side(game.record(), seat_token);
      if (!mover) throw GameError("you are watching this game: only the players move");
      if (*mover != to_move)
        throw GameError(std::string("not your turn: ") + (to_move == Colour::White ? "White" : "Black") +
                        " to move");
    }
    const int64_t elapsed = turn_elapsed(*entry);
    if (out_of_time(*entry)) {
      // The timer has not fired yet (or is on its way): the flag falls now, and the move is too late.
      const Colour late = game.position().side_to_move();
      flag_fall(*entry);
      throw GameError(std::string(late == Colour::White ? "White" : "Black") + "'s time is up");
    }
    game.play(move_text, elapsed);
    // The opponent's days start now (calendar time, kept in the store).
    if (game.record().time_control.correspondence()) game.set_turn_started_at(calendar_());
    ++entry->version;
    store(*entry);
    start_turn(entry);
    job = engine_job(entry);
    broadcast(*entry, state_message(*entry).dump());
    analysis = analysis_job(entry);
  }
  run_jobs(std::move(job), std::move(analysis));
  if (between_players) games_changed();
}

void GameManager::take_back(const std::string& id) {
  const std::shared_ptr<Entry> entry = find(id);
  std::function<void()> analysis;
  {
    std::lock_guard lock(entry->mutex);
    if (entry->thinking) throw GameError("Nightrider is thinking; wait for its move");
    // Between friends a take-back would need the other's consent, which the protocol does not ask yet.
    if (entry->game->record().between_friends()) throw GameError("no take-backs in a game between friends");
    entry->game->take_back();
    ++entry->version;
    store(*entry);
    start_turn(entry);
    broadcast(*entry, state_message(*entry).dump());
    analysis = analysis_job(entry);
  }
  run_jobs({}, std::move(analysis));
}

std::string GameManager::pgn(const std::string& id) {
  const std::shared_ptr<Entry> entry = find(id);
  std::string text;
  {
    std::lock_guard lock(entry->mutex);
    text = entry->game->pgn();
  }
  forget_if_unwatched(entry);  // a download does not keep the game in memory
  return text;
}

nlohmann::json GameManager::state(const std::string& id) {
  const std::shared_ptr<Entry> entry = find(id);
  nlohmann::json message;
  {
    std::lock_guard lock(entry->mutex);
    message = state_message(*entry);
  }
  forget_if_unwatched(entry);
  return message;
}

size_t GameManager::games_in_memory() {
  std::lock_guard lock(mutex_);
  return games_.size();
}

nlohmann::json GameManager::live_games() {
  std::vector<std::shared_ptr<Entry>> entries;
  {
    std::lock_guard lock(mutex_);
    for (const auto& [id, entry] : games_) entries.push_back(entry);
  }
  nlohmann::json list = nlohmann::json::array();
  for (const std::shared_ptr<Entry>& entry : entries) {
    if (list.size() >= kMaxLiveGames) break;
    std::lock_guard lock(entry->mutex);
    Game& game = *entry->game;
    const GameRecord& record = game.record();
    if (!record.between_friends() || game.over()) continue;
    entry->forget_closed();
    const auto spectators = std::count_if(entry->watchers.begin(), entry->watchers.end(),
                                          [](const Entry::Watching& w) { return !w.seat; });
    const TimeControl& control = record.time_control;
    list.push_back(
        {{"game", record.id},
         {"variant", record.variant},
         {"white", record.white_name},
         {"black", record.black_name},
         {"moves", record.moves.size()},
         {"clock", control.timed() ? nlohmann::json{{"minutes", control.initial_ms / 60000},
                                                    {"increment", control.increment_ms / 1000}}
                                   : nlohmann::json(nullptr)},
         {"days", control.correspondence() ? nlohmann::json(control.days_per_move) : nlohmann::json(nullptr)},
         {"spectators", spectators}});
  }
  return list;
}

}  // namespace nightrider::web
