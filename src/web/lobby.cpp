#include "web/lobby.h"

#include <algorithm>

#include "web/secrets.h"

namespace nightrider::web {
namespace {

using nlohmann::json;

const char* lobby_side_name(Colour side) { return side == Colour::White ? "white" : "black"; }

json time_control_json(const TimeControl& control) {
  return {{"clock", control.timed() ? json{{"minutes", control.initial_ms / 60000},
                                           {"increment", control.increment_ms / 1000}}
                                    : json(nullptr)},
          {"days", control.correspondence() ? json(control.days_per_move) : json(nullptr)}};
}

}  // namespace

bool valid_nickname(std::string_view nickname) {
  if (nickname.empty() || nickname.size() > kMaxNicknameLength) return false;
  if (nickname.front() == ' ' || nickname.back() == ' ') return false;
  return std::all_of(nickname.begin(), nickname.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == ' ' ||
           c == '-' || c == '_' || c == '.';
  });
}

Lobby::Lobby(GameManager& games) : games_(games), random_(std::random_device{}()) {
  games_.set_on_games_changed([this] { broadcast(); });
}

Lobby::~Lobby() { games_.set_on_games_changed({}); }

std::string Lobby::message_for(const GameWatcher* watcher, const json& games) const {
  json seeks = json::array();
  for (const Seek& seek : seeks_) {
    json item = {{"seek", seek.id},
                 {"variant", seek.variant},
                 {"colour", seek.side ? json(lobby_side_name(*seek.side)) : json("random")},
                 {"nick", seek.nickname},
                 {"mine", seek.poster_address == watcher}};
    item.update(time_control_json(seek.time_control));
    seeks.push_back(std::move(item));
  }
  return json{{"type", "lobby"}, {"seeks", std::move(seeks)}, {"games", games}}.dump(
      -1, ' ', false, json::error_handler_t::replace);
}

void Lobby::broadcast() {
  const json games = games_.live_games();
  std::vector<std::pair<std::shared_ptr<GameWatcher>, std::string>> messages;
  {
    std::lock_guard lock(mutex_);
    std::erase_if(subscribers_, [](const Subscriber& s) { return s.watcher.expired(); });
    for (const Subscriber& s : subscribers_)
      if (std::shared_ptr<GameWatcher> watcher = s.watcher.lock())
        messages.emplace_back(std::move(watcher), message_for(s.address, games));
  }
  // Sent without the lock: a watcher's send only queues, but need not be called under ours.
  for (auto& [watcher, message] : messages) watcher->send(std::move(message));
}

void Lobby::subscribe(const std::shared_ptr<GameWatcher>& watcher) {
  const json games = games_.live_games();
  std::string message;
  {
    std::lock_guard lock(mutex_);
    const bool known = std::any_of(subscribers_.begin(), subscribers_.end(),
                                   [&](const Subscriber& s) { return s.address == watcher.get(); });
    if (!known) subscribers_.push_back({watcher, watcher.get()});
    message = message_for(watcher.get(), games);
  }
  watcher->send(std::move(message));
}

void Lobby::unsubscribe(const GameWatcher* watcher) {
  std::lock_guard lock(mutex_);
  std::erase_if(subscribers_,
                [&](const Subscriber& s) { return s.address == watcher || s.watcher.expired(); });
}

std::string Lobby::post(const std::shared_ptr<GameWatcher>& watcher, std::string_view variant,
                        std::optional<Colour> side, TimeControl time_control, const std::string& nickname) {
  if (!valid_nickname(nickname))
    throw GameError("a seek needs a nickname (1 to 20 letters, digits, spaces, - _ .)");
  // The variant and the time control checked as the game will be made, and the variant's own name kept
  // ("Chess+Circe" is listed as the rules name it).
  const std::string name = Game::start_between_friends("0000000000000000", variant, std::string(32, 'a'),
                                                       std::string(32, 'b'), Colour::White, time_control)
                               .record()
                               .variant;
  std::string id;
  {
    std::lock_guard lock(mutex_);
    std::erase_if(seeks_, [](const Seek& s) { return s.poster.expired(); });
    const auto mine = std::count_if(seeks_.begin(), seeks_.end(),
                                    [&](const Seek& s) { return s.poster_address == watcher.get(); });
    if (static_cast<size_t>(mine) >= kMaxSeeksPerConnection)
      throw GameError("you have " + std::to_string(kMaxSeeksPerConnection) +
                      " open seeks already: withdraw one or wait for it to be accepted");
    if (seeks_.size() >= kMaxSeeks)
      throw GameError("the lobby is full (" + std::to_string(kMaxSeeks) + " open seeks); try again later");
    do id = random_hex(8);
    while (std::any_of(seeks_.begin(), seeks_.end(), [&](const Seek& s) { return s.id == id; }));
    seeks_.push_back({id, name, side, time_control, nickname, watcher, watcher.get()});
    if (std::none_of(subscribers_.begin(), subscribers_.end(),
                     [&](const Subscriber& s) { return s.address == watcher.get(); }))
      subscribers_.push_back({watcher, watcher.get()});
  }
  broadcast();
  return id;
}

void Lobby::withdraw(const GameWatcher* watcher, const std::string& seek_id) {
  {
    std::lock_guard lock(mutex_);
    const auto it =
        std::find_if(seeks_.begin(), seeks_.end(), [&](const Seek& s) { return s.id == seek_id; });
    if (it == seeks_.end()) throw GameError("no open seek " + seek_id);
    if (it->poster_address != watcher) throw GameError("only its poster may withdraw a seek");
    seeks_.erase(it);
  }
  broadcast();
}

void Lobby::accept(const std::shared_ptr<GameWatcher>& watcher, const std::string& seek_id,
                   const std::string& nickname) {
  if (!valid_nickname(nickname))
    throw GameError("accepting a seek needs a nickname (1 to 20 letters, digits, spaces, - _ .)");
  Seek seek;
  std::shared_ptr<GameWatcher> poster;
  Colour poster_side = Colour::White;
  {
    std::lock_guard lock(mutex_);
    const auto it =
        std::find_if(seeks_.begin(), seeks_.end(), [&](const Seek& s) { return s.id == seek_id; });
    if (it == seeks_.end()) throw GameError("the seek " + seek_id + " is no longer open");
    if (it->poster_address == watcher.get())
      throw GameError("this is your own seek: wait for someone to accept it");
    poster = it->poster.lock();
    seek = *it;
    // Taken off the list before the game is made, so nobody else accepts it meanwhile.
    seeks_.erase(it);
    if (!poster) throw GameError("the seek " + seek_id + " is no longer open");
    poster_side = seek.side ? *seek.side : (random_() & 1) == 0 ? Colour::White : Colour::Black;
  }
  GameManager::SeekGame game;
  try {
    game = games_.create_seek_game(seek.variant, poster_side, seek.nickname, nickname, seek.time_control);
  } catch (...) {
    // Not made (the store failed): the seek stays open for another try.
    {
      std::lock_guard lock(mutex_);
      seeks_.push_back(seek);
    }
    broadcast();
    throw;
  }
  auto matched = [&](const Seat& seat, const std::string& opponent) {
    return json{{"type", "matched"},
                {"game", game.id},
                {"seat", seat.token},
                {"colour", lobby_side_name(*seat.side)},
                {"opponent", opponent}}
        .dump();
  };
  poster->send(matched(game.poster, nickname));
  watcher->send(matched(game.acceptor, seek.nickname));
  broadcast();
}

void Lobby::leave(const GameWatcher* watcher) {
  bool withdrawn = false;
  {
    std::lock_guard lock(mutex_);
    std::erase_if(subscribers_,
                  [&](const Subscriber& s) { return s.address == watcher || s.watcher.expired(); });
    withdrawn = std::erase_if(seeks_, [&](const Seek& s) {
                  return s.poster_address == watcher || s.poster.expired();
                }) > 0;
  }
  if (withdrawn) broadcast();
}

size_t Lobby::open_seeks() {
  std::lock_guard lock(mutex_);
  return seeks_.size();
}

}  // namespace nightrider::web
