// The web application's server: one listening socket on localhost, HTTP for the pages and a small JSON
// API, WebSocket (/ws) for the games and the solver page. Requests are read with Boost.Beast on one I/O
// thread; the engine searches and the problem solves run on worker threads of their own, so a thinking
// engine or a long solve never holds up another page.
//
//   GET /, /game, /rules, /solve,      the built front end (StaticFiles)
//       /assets/…
//   GET /api/variants                  [{name, summary, fen, files, ranks}] for the lobby
//   GET /api/games/ID.pgn              the game as PGN, as a download
//   GET /api/rules/VARIANT?lang=en     the variant's rules for people (en, fr, nl), plain text
//   GET /api/rules-examples/VARIANT?lang=en  the rules page's example boards, each move played by the rules
//   GET /ws                            WebSocket upgrade: the game and solve protocol (messages.h)
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>

namespace nightrider::web {

// The Content-Security-Policy of every response (with X-Frame-Options DENY, X-Content-Type-Options
// nosniff, Referrer-Policy no-referrer and the Cross-Origin and Permissions policies; http_server.cpp).
inline constexpr const char* kContentSecurityPolicy =
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
    "frame-ancestors 'none'";

struct ServerOptions {
  std::string address = "127.0.0.1";
  uint16_t port = 8080;  // 0: any free port (tests)
  std::filesystem::path data_dir = "nightrider-data";
  std::filesystem::path static_dir;
  int engine_threads = 2;
};

class WebServer {
 public:
  // Opens the store and binds the port; throws std::runtime_error (StoreError, or the socket's reason).
  explicit WebServer(const ServerOptions& options);
  ~WebServer();
  WebServer(const WebServer&) = delete;
  WebServer& operator=(const WebServer&) = delete;

  uint16_t port() const;  // the bound port (useful with port 0)
  // Serves until stop() or SIGINT/SIGTERM; the engine workers are joined before it returns.
  void run();
  void stop();  // from any thread

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace nightrider::web
