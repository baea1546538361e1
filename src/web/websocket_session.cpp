#include "web/websocket_session.h"

#include <boost/asio/post.hpp>

namespace nightrider::web {

namespace beast = boost::beast;
namespace websocket = beast::websocket;

WebSocketSession::WebSocketSession(beast::tcp_stream stream, GameManager& games, SolveManager& solves,
                                   Lobby& lobby)
    : socket_(std::move(stream)),
      games_(games),
      solves_(solves),
      lobby_(lobby),
      rate_limit_(MessageRateLimit::Clock::now()),
      read_pause_(socket_.get_executor()) {}

WebSocketSession::~WebSocketSession() = default;

void WebSocketSession::start(beast::http::request<beast::http::string_body> request) {
  beast::get_lowest_layer(socket_).expires_never();  // the websocket keeps its own idle timeout
  socket_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
  // Frames beyond this close the connection (a protection of memory); the protocol answers messages
  // longer than kMaxMessageBytes with an error and goes on.
  socket_.read_message_max(kMaxFrameBytes);
  handler_ = std::make_unique<MessageHandler>(games_, shared_from_this(), &solves_, &lobby_);
  socket_.async_accept(request, [self = shared_from_this()](beast::error_code error) {
    if (error) return;
    self->open_ = true;
    self->read();
    self->write_next();  // anything queued before the handshake finished
  });
}

void WebSocketSession::read() {
  socket_.async_read(buffer_, [self = shared_from_this()](beast::error_code error, size_t bytes) {
    self->on_read(error, bytes);
  });
}

void WebSocketSession::on_read(beast::error_code error, size_t) {
  if (error) {
    // Closed, timed out, or a frame beyond kMaxFrameBytes (Beast closes with "message too big").
    open_ = false;
    handler_.reset();
    return;
  }
  // Before anything else is done with the message: a flood must cost little more than its reading.
  switch (rate_limit_.admit(MessageRateLimit::Clock::now())) {
    case MessageRateLimit::Verdict::Accept:
      break;
    case MessageRateLimit::Verdict::Warn:
      send(error_message("too many messages: slow down"));
      [[fallthrough]];
    case MessageRateLimit::Verdict::Drop:
      // Dropped unparsed; the next read waits until the bucket has a token again, the kernel's flow
      // control meanwhile holding the client back.
      buffer_.consume(buffer_.size());
      read_pause_.expires_after(rate_limit_.time_to_next());
      read_pause_.async_wait([self = shared_from_this()](beast::error_code) { self->read(); });
      return;
    case MessageRateLimit::Verdict::Close:
      close_for_flooding();
      return;
  }
  if (!socket_.got_text()) {
    send(error_message("binary messages are not understood; send JSON text"));
  } else {
    const std::string text = beast::buffers_to_string(buffer_.data());
    handler_->handle(text);
  }
  buffer_.consume(buffer_.size());
  read();
}

void WebSocketSession::send(std::string message) {
  // Called from the reading strand and from engine workers alike: everything goes through the strand.
  boost::asio::post(
      socket_.get_executor(), [self = shared_from_this(), message = std::move(message)]() mutable {
        if (self->closing_) return;
        self->outbox_bytes_ += message.size();
        self->outbox_.push_back(std::move(message));
        if (self->outbox_.size() > kMaxQueuedMessages || self->outbox_bytes_ > kMaxQueuedBytes) {
          self->drop_connection();
          return;
        }
        if (self->outbox_.size() == 1 && self->open_) self->write_next();
      });
}

void WebSocketSession::close_for_flooding() {
  // No more reading: the close handshake reads (and discards) what the client still sends.
  closing_ = true;
  handler_.reset();
  socket_.async_close(websocket::close_reason(websocket::close_code::policy_error, "too many messages"),
                      [self = shared_from_this()](beast::error_code) { self->open_ = false; });
}

void WebSocketSession::drop_connection() {
  // Its writes are stuck, so a close handshake would be too: the socket goes at once. The pending
  // operations end with an error and clear the queue (the write in flight still uses its front).
  closing_ = true;
  open_ = false;
  beast::error_code ignored;
  beast::get_lowest_layer(socket_).socket().close(ignored);
}

void WebSocketSession::write_next() {
  if (outbox_.empty() || !open_) return;
  socket_.text(true);
  socket_.async_write(boost::asio::buffer(outbox_.front()),
                      [self = shared_from_this()](beast::error_code error, size_t) {
                        if (error) {
                          self->open_ = false;
                          self->outbox_.clear();
                          self->outbox_bytes_ = 0;
                          return;
                        }
                        self->outbox_bytes_ -= self->outbox_.front().size();
                        self->outbox_.pop_front();
                        self->write_next();
                      });
}

}  // namespace nightrider::web
