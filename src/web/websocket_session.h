// One WebSocket connection of a game page: reads JSON text messages one at a time and hands them to its
// MessageHandler; sends what the game manager broadcasts through a queue on its strand, so the engine's
// worker threads may send at any moment without blocking or interleaving frames.
#pragma once

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>
#include <memory>
#include <string>

#include "web/game_manager.h"
#include "web/messages.h"
#include "web/solve_manager.h"

namespace nightrider::web {

class WebSocketSession : public GameWatcher, public std::enable_shared_from_this<WebSocketSession> {
 public:
  WebSocketSession(boost::beast::tcp_stream stream, GameManager& games, SolveManager& solves);
  ~WebSocketSession() override;

  // Completes the upgrade the HTTP request asked for, then reads until the page goes away.
  void start(boost::beast::http::request<boost::beast::http::string_body> request);
  void send(std::string message) override;

 private:
  void read();
  void on_read(boost::beast::error_code error, size_t bytes);
  void write_next();

  boost::beast::websocket::stream<boost::beast::tcp_stream> socket_;
  GameManager& games_;
  SolveManager& solves_;
  std::unique_ptr<MessageHandler> handler_;
  boost::beast::flat_buffer buffer_;
  std::deque<std::string> outbox_;  // on the strand only
  bool open_ = false;
};

}  // namespace nightrider::web
