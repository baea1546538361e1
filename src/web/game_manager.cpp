#include "web/game_manager.h"

#include <algorithm>
#include <cstdio>

namespace nightrider::web {

struct GameManager::Entry {
  std::mutex mutex;
  std::optional<Game> game;
  std::unique_ptr<Engine> engine;  // made at the first search; used by one search at a time
  bool thinking = false;
  uint64_t version = 0;  // bumped by every change, so a search for an older position is dropped
  std::vector<std::weak_ptr<GameWatcher>> watchers;
};

GameManager::GameManager(GameStore& store, BackgroundRunner run_engine)
    : store_(store), run_engine_(std::move(run_engine)), random_(std::random_device{}()) {}

GameManager::~GameManager() = default;

std::string GameManager::new_id() {
  // 64 random bits: ids are what lets a page rejoin a game, so they must not be guessable in sequence.
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(random_()));
  return text;
}

std::shared_ptr<GameManager::Entry> GameManager::find(const std::string& id) {
  if (!valid_game_id(id)) throw GameError("bad game id (16 hex digits expected)");
  std::lock_guard lock(mutex_);
  if (auto it = games_.find(id); it != games_.end()) return it->second;
  std::optional<GameRecord> record = store_.load(id);
  if (!record) throw GameError("unknown game " + id);
  auto entry = std::make_shared<Entry>();
  entry->game.emplace(Game::replay(*record));
  games_.emplace(id, entry);
  return entry;
}

nlohmann::json GameManager::state_message(Entry& entry) {
  nlohmann::json message = {{"type", "state"}};
  message.update(entry.game->state());
  message["thinking"] = entry.thinking;
  return message;
}

void GameManager::broadcast(Entry& entry, const std::string& message) {
  std::erase_if(entry.watchers, [](const std::weak_ptr<GameWatcher>& w) { return w.expired(); });
  for (const std::weak_ptr<GameWatcher>& weak : entry.watchers)
    if (const std::shared_ptr<GameWatcher> watcher = weak.lock()) watcher->send(message);
}

std::function<void()> GameManager::engine_job(const std::shared_ptr<Entry>& entry) {
  Game& game = *entry->game;
  if (entry->thinking || !game.engine_to_move()) return {};
  entry->thinking = true;
  if (!entry->engine) {
    entry->engine = std::make_unique<Engine>();
    EngineOptions options;
    options.hash_mb = 8;  // many games share the machine; the searches are short
    options.skill_level = engine_strength(game.record().level).skill;
    entry->engine->set_options(options);
  }
  const EngineStrength strength = engine_strength(game.record().level);
  SearchLimits limits;
  limits.movetime_ms = strength.movetime_ms;
  limits.depth = strength.depth;
  return
      [this, entry, rules = game.rules_ptr(), position = game.position(), version = entry->version, limits] {
        // Searched on copies, without the lock: the game stays readable (join, PGN) while the engine thinks.
        std::optional<Move> best;
        try {
          best = entry->engine->search(*rules, position, limits).best;
        } catch (const std::exception&) {
          best.reset();
        }
        std::lock_guard lock(entry->mutex);
        entry->thinking = false;
        if (entry->version != version) return;
        Game& game = *entry->game;
        Position now = game.position();
        if (!best || !rules->is_legal(now, *best)) {
          // The engine answers whenever the game goes on; should it not, any legal move keeps the game going.
          MoveList legal;
          rules->legal_moves(now, legal);
          if (legal.empty()) {
            broadcast(*entry, state_message(*entry).dump());
            return;
          }
          best = legal[0];
        }
        game.play(*best);
        ++entry->version;
        try {
          store_.save(game.record());
        } catch (const StoreError& e) {
          broadcast(*entry, nlohmann::json{{"type", "error"}, {"message", e.what()}}.dump());
        }
        broadcast(*entry, state_message(*entry).dump());
      };
}

std::string GameManager::create(std::string_view variant, play::EngineSide engine_side, int level,
                                const std::shared_ptr<GameWatcher>& watcher) {
  std::string id;
  {
    std::lock_guard lock(mutex_);
    do id = new_id();
    while (games_.contains(id));
  }
  auto entry = std::make_shared<Entry>();
  entry->game.emplace(Game::start(id, variant, engine_side, level));
  store_.save(entry->game->record());
  std::function<void()> job;
  {
    std::lock_guard lock(entry->mutex);
    entry->watchers.push_back(watcher);
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

void GameManager::join(const std::string& id, const std::shared_ptr<GameWatcher>& watcher) {
  const std::shared_ptr<Entry> entry = find(id);
  std::function<void()> job;
  {
    std::lock_guard lock(entry->mutex);
    const bool watching =
        std::any_of(entry->watchers.begin(), entry->watchers.end(),
                    [&](const std::weak_ptr<GameWatcher>& w) { return w.lock() == watcher; });
    if (!watching) entry->watchers.push_back(watcher);
    // A game reloaded after a restart may be waiting for the engine's move.
    job = engine_job(entry);
    watcher->send(state_message(*entry).dump());
  }
  if (job) run_engine_(std::move(job));
}

void GameManager::leave(const std::string& id, const GameWatcher* watcher) {
  std::shared_ptr<Entry> entry;
  {
    std::lock_guard lock(mutex_);
    const auto it = games_.find(id);
    if (it == games_.end()) return;
    entry = it->second;
  }
  std::lock_guard lock(entry->mutex);
  std::erase_if(entry->watchers, [&](const std::weak_ptr<GameWatcher>& w) {
    const std::shared_ptr<GameWatcher> shown = w.lock();
    return !shown || shown.get() == watcher;
  });
}

void GameManager::move(const std::string& id, std::string_view move_text) {
  const std::shared_ptr<Entry> entry = find(id);
  std::function<void()> job;
  {
    std::lock_guard lock(entry->mutex);
    Game& game = *entry->game;
    if (entry->thinking) throw GameError("Nightrider is thinking; wait for its move");
    if (game.engine_to_move()) throw GameError("it is Nightrider's turn");
    game.play(move_text);
    ++entry->version;
    store_.save(game.record());
    job = engine_job(entry);
    broadcast(*entry, state_message(*entry).dump());
  }
  if (job) run_engine_(std::move(job));
}

void GameManager::take_back(const std::string& id) {
  const std::shared_ptr<Entry> entry = find(id);
  std::lock_guard lock(entry->mutex);
  if (entry->thinking) throw GameError("Nightrider is thinking; wait for its move");
  entry->game->take_back();
  ++entry->version;
  store_.save(entry->game->record());
  broadcast(*entry, state_message(*entry).dump());
}

std::string GameManager::pgn(const std::string& id) {
  const std::shared_ptr<Entry> entry = find(id);
  std::lock_guard lock(entry->mutex);
  return entry->game->pgn();
}

nlohmann::json GameManager::state(const std::string& id) {
  const std::shared_ptr<Entry> entry = find(id);
  std::lock_guard lock(entry->mutex);
  return state_message(*entry);
}

}  // namespace nightrider::web
