// One WebSocket connection of a game page: reads JSON text messages one at a time and hands them to its
// MessageHandler; sends what the game manager broadcasts through a queue on its strand, so the engine's
// worker threads may send at any moment without blocking or interleaving frames.
#pragma once

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>
#include <memory>
#include <string>

#include "web/game_manager.h"
#include "web/messages.h"
#include "web/rate_limit.h"
#include "web/solve_manager.h"

namespace nightrider::web {

// What a connection may leave unread: beyond either, the client is not reading (or far too slowly) and
// the connection is closed rather than holding ever more memory. A state message is a few kB; a page
// that reads normally has one or two queued.
constexpr size_t kMaxQueuedMessages = 1024;
constexpr size_t kMaxQueuedBytes = 8 * 1024 * 1024;

class WebSocketSession : public GameWatcher, public std::enable_shared_from_this<WebSocketSession> {
 public:
  WebSocketSession(boost::beast::tcp_stream stream, GameManager& games, SolveManager& solves, Lobby& lobby);
  ~WebSocketSession() override;

  // Completes the upgrade the HTTP request asked for, then reads until the page goes away.
  void start(boost::beast::http::request<boost::beast::http::string_body> request);
  void send(std::string message) override;

 private:
  void read();
  void on_read(boost::beast::error_code error, size_t bytes);
  void write_next();
  void close_for_flooding();
  void drop_connection();  // closes the socket at once (a client that does not read)

  boost::beast::websocket::stream<boost::beast::tcp_stream> socket_;
  GameManager& games_;
  SolveManager& solves_;
  Lobby& lobby_;
  std::unique_ptr<MessageHandler> handler_;
  boost::beast::flat_buffer buffer_;
  std::deque<std::string> outbox_;  // on the strand only
  size_t outbox_bytes_ = 0;
  MessageRateLimit rate_limit_;
  boost::asio::steady_timer read_pause_;  // over the rate limit: reading waits for the next token
  bool open_ = false;
  bool closing_ = false;  // closed or being closed by the server: nothing more is sent
};

}  // namespace nightrider::web
