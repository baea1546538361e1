// libFuzzer target: the web server's WebSocket message handler (src/web/messages.h MessageHandler over a
// GameManager on a real SQLite store, a SolveManager and the Lobby), as websocket_session.cpp feeds it
// each text message of a connection.
//
// The input is up to 64 messages, one a line, for two connections on the same server: a line that
// begins with '>' is the second connection's (the '>' dropped), any other the first's. So that the
// fuzzer can reach one connection's game or seek from the other, "@G" in a line is replaced by the id of
// the last game the server reported, "@T" by the last seat token it sent and "@S" by the last seek id it
// listed (a lobby's seeks, a posted seek). The connections leave the lobby at the input's end, as a
// closed page's do (their seeks go with them). The engine's searches and the
// solves are dropped instead of run (the engine and the solver have fuzz targets of their own), so a
// game against the engine stays "thinking". Every message the server sends must be one JSON object with
// a "type"; a crash, an exception out of the handler, a sanitizer report or a hang is a finding.
#include <stdlib.h>  // mkdtemp

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "web/game_manager.h"
#include "web/game_store.h"
#include "web/lobby.h"
#include "web/messages.h"
#include "web/solve_manager.h"

namespace {

using namespace nightrider::web;

constexpr int kMaxMessages = 64;
// The store is started afresh after this many inputs, so that a long campaign's games do not fill the disk.
constexpr int kInputsPerStore = 5000;

// What the server says to a connection: checked to be JSON, and the last game id and seat token kept.
class CheckingConnection : public GameWatcher {
 public:
  void send(std::string message) override {
    nlohmann::json parsed;
    try {
      parsed = nlohmann::json::parse(message);
    } catch (const nlohmann::json::exception&) {
      std::fprintf(stderr, "web_messages_fuzz: the server sent text that is not JSON: %s\n", message.c_str());
      std::abort();
    }
    if (!parsed.is_object() || !parsed.contains("type") || !parsed["type"].is_string()) {
      std::fprintf(stderr, "web_messages_fuzz: a message without a type: %s\n", message.c_str());
      std::abort();
    }
    std::lock_guard lock(mutex_);
    if (parsed.contains("game") && parsed["game"].is_string()) last_game_ = parsed["game"];
    if (parsed.contains("token") && parsed["token"].is_string()) last_token_ = parsed["token"];
    // (The lobby's "matched" names the new game's seat token "seat".)
    if (parsed.contains("seat") && parsed["seat"].is_string()) last_token_ = parsed["seat"];
    if (parsed.contains("seek") && parsed["seek"].is_string()) last_seek_ = parsed["seek"];
    if (parsed.contains("seeks") && parsed["seeks"].is_array())
      for (const nlohmann::json& seek : parsed["seeks"])
        if (seek.is_object() && seek.contains("seek") && seek["seek"].is_string()) last_seek_ = seek["seek"];
  }
  std::string last_game() {
    std::lock_guard lock(mutex_);
    return last_game_;
  }
  std::string last_token() {
    std::lock_guard lock(mutex_);
    return last_token_;
  }
  std::string last_seek() {
    std::lock_guard lock(mutex_);
    return last_seek_;
  }

 private:
  std::mutex mutex_;
  std::string last_game_, last_token_, last_seek_;
};

class Server {
 public:
  Server() {
    std::string pattern = (std::filesystem::temp_directory_path() / "nightrider_web_fuzz_XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr) std::abort();
    dir_ = pattern;
    open();
  }
  ~Server() {
    lobby_.reset();
    games_.reset();
    store_.reset();
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
  }
  // The next input's server: games and lobby (started afresh now and then).
  GameManager& next_input() {
    if (++inputs_ % kInputsPerStore == 0) open();
    return *games_;
  }
  Lobby& lobby() { return *lobby_; }

 private:
  void open() {
    // (The lobby hooks itself into the game manager: it goes first.)
    lobby_.reset();
    games_.reset();
    store_.reset();
    std::error_code ignored;
    std::filesystem::remove(dir_ / "games.sqlite", ignored);
    std::filesystem::remove(dir_ / "games.sqlite-wal", ignored);
    std::filesystem::remove(dir_ / "games.sqlite-shm", ignored);
    store_ = std::make_unique<GameStore>(dir_);
    games_ = std::make_unique<GameManager>(*store_, [](std::function<void()>) {});
    lobby_ = std::make_unique<Lobby>(*games_);
  }

  std::filesystem::path dir_;
  std::unique_ptr<GameStore> store_;
  std::unique_ptr<GameManager> games_;
  std::unique_ptr<Lobby> lobby_;
  int inputs_ = 0;
};

std::string substituted(std::string line, CheckingConnection& a, CheckingConnection& b) {
  const auto replace_all = [&line](std::string_view from, const std::string& to) {
    for (size_t at = line.find(from); at != std::string::npos; at = line.find(from, at + to.size()))
      line.replace(at, from.size(), to);
  };
  std::string game = b.last_game().empty() ? a.last_game() : b.last_game();
  std::string token = b.last_token().empty() ? a.last_token() : b.last_token();
  std::string seek = b.last_seek().empty() ? a.last_seek() : b.last_seek();
  replace_all("@G", game);
  replace_all("@T", token);
  replace_all("@S", seek);
  return line;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static Server server;
  GameManager& games = server.next_input();
  SolveManager solves([](std::function<void()>) {});
  auto first = std::make_shared<CheckingConnection>();
  auto second = std::make_shared<CheckingConnection>();
  {
    MessageHandler first_handler(games, first, &solves, &server.lobby());
    MessageHandler second_handler(games, second, &solves, &server.lobby());
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    size_t begin = 0;
    for (int n = 0; n < kMaxMessages && begin <= input.size(); ++n) {
      size_t end = input.find('\n', begin);
      if (end == std::string_view::npos) end = input.size();
      std::string line(input.substr(begin, end - begin));
      begin = end + 1;
      const bool to_second = !line.empty() && line[0] == '>';
      if (to_second) line.erase(0, 1);
      line = substituted(std::move(line), *first, *second);
      (to_second ? second_handler : first_handler).handle(line);
    }
  }
  return 0;
}
