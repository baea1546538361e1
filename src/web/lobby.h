// The lobby where strangers meet: open challenges ("seeks": a variant, a time control, the side the
// poster wants, the poster's nickname) listed live to every page that watches the lobby, accepted by
// anyone else, which makes a game between the two with a seat each; and the list of games between
// players going on, to watch. Seeks live in memory only and go with the connection that posted them
// (a seek nobody can answer any more must not be accepted); the games they make are stored as any other.
#pragma once

#include <cstddef>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "web/game_manager.h"

namespace nightrider::web {

// A nickname as the server takes it: 1 to kMaxNicknameLength characters, ASCII letters, digits, spaces
// and - _ . (no markup, no look-alike or invisible characters), no space at either end.
constexpr size_t kMaxNicknameLength = 20;
bool valid_nickname(std::string_view nickname);

// How many open seeks a connection may have at once, and the server.
constexpr size_t kMaxSeeksPerConnection = 3;
constexpr size_t kMaxSeeks = 100;

class Lobby {
 public:
  // Registers itself as the game manager's on_games_changed hook (the list of games to watch).
  explicit Lobby(GameManager& games);
  ~Lobby();
  Lobby(const Lobby&) = delete;
  Lobby& operator=(const Lobby&) = delete;

  // The watcher gets {"type":"lobby",…} now and whenever the seeks or the games change.
  void subscribe(const std::shared_ptr<GameWatcher>& watcher);
  void unsubscribe(const GameWatcher* watcher);
  // Posts a seek; `side` is the poster's (none: drawn when accepted). Returns its id; the poster is
  // subscribed. Throws GameError for an unknown variant, a bad time control, a correspondence game
  // against no one, too many seeks.
  std::string post(const std::shared_ptr<GameWatcher>& watcher, std::string_view variant,
                   std::optional<Colour> side, TimeControl time_control, const std::string& nickname);
  // Withdraws the poster's own seek; throws GameError for another's or one no longer open.
  void withdraw(const GameWatcher* watcher, const std::string& seek_id);
  // Accepts a seek: the game is made, and the poster and the acceptor each get
  // {"type":"matched","game":ID,"seat":TOKEN,"colour":"white","opponent":NICK}. Throws GameError for a
  // seek no longer open or one's own.
  void accept(const std::shared_ptr<GameWatcher>& watcher, const std::string& seek_id,
              const std::string& nickname);
  // A connection that closes: its seeks go, and it is no longer subscribed.
  void leave(const GameWatcher* watcher);

  size_t open_seeks();

 private:
  struct Seek {
    std::string id;
    std::string variant;
    std::optional<Colour> side;
    TimeControl time_control;
    std::string nickname;
    std::weak_ptr<GameWatcher> poster;
    const GameWatcher* poster_address = nullptr;  // to recognise it when its connection goes
  };
  struct Subscriber {
    std::weak_ptr<GameWatcher> watcher;
    const GameWatcher* address = nullptr;
  };
  // The lobby message as `watcher` sees it (its own seeks marked "mine"); mutex_ held.
  std::string message_for(const GameWatcher* watcher, const nlohmann::json& games) const;
  // Sends the lobby to every subscriber (no lock held: it asks the game manager for its games).
  void broadcast();

  GameManager& games_;
  std::mutex mutex_;  // guards seeks_, subscribers_ and random_; never held while calling games_
  std::vector<Seek> seeks_;
  std::vector<Subscriber> subscribers_;
  std::mt19937_64 random_;  // who plays white when a seek leaves it to chance (ids: secrets.h)
};

}  // namespace nightrider::web
