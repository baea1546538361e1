// Flood protection of the web server (src/web/rate_limit.h, websocket_session.cpp): the token bucket on
// its own with a clock the test moves, then an in-process server where one connection floods (it gets
// one "too many messages" error, then is closed with a policy-violation code when it goes on) while
// another connection plays on, answered as usual; and a connection that does not read its messages is
// dropped once its queue is full. The server reads a flooding connection at the rate only (20 a
// second), so the close comes after about five seconds of flooding.
#include <gtest/gtest.h>

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "support/temp_dir.h"
#include "web/http_server.h"
#include "web/rate_limit.h"

namespace nightrider::web {
namespace {

using Verdict = MessageRateLimit::Verdict;
using std::chrono::milliseconds;

TEST(WebRateLimit, AcceptsTheBurstThenWarnsOnceThenDrops) {
  const auto start = MessageRateLimit::Clock::now();
  MessageRateLimit limit(start, {.burst = 5, .per_second = 4, .drops_to_close = 20});
  for (int i = 0; i < 5; ++i) EXPECT_EQ(limit.admit(start), Verdict::Accept) << i;
  EXPECT_EQ(limit.admit(start), Verdict::Warn);
  EXPECT_EQ(limit.admit(start), Verdict::Drop);
  EXPECT_EQ(limit.admit(start), Verdict::Drop);
  // 250 ms at 4 a second: one more message, then over again, still without a second warning.
  EXPECT_EQ(limit.admit(start + milliseconds(250)), Verdict::Accept);
  EXPECT_EQ(limit.admit(start + milliseconds(250)), Verdict::Drop);
}

TEST(WebRateLimit, KeepsTheRateWhenMessagesComeEvenly) {
  const auto start = MessageRateLimit::Clock::now();
  MessageRateLimit limit(start, {.burst = 5, .per_second = 4, .drops_to_close = 20});
  // Four a second for a minute: every one accepted.
  for (int i = 0; i < 240; ++i) EXPECT_EQ(limit.admit(start + milliseconds(250 * i)), Verdict::Accept) << i;
}

TEST(WebRateLimit, SaysWhenTheNextTokenIsDue) {
  const auto start = MessageRateLimit::Clock::now();
  MessageRateLimit limit(start, {.burst = 5, .per_second = 4, .drops_to_close = 20});
  EXPECT_EQ(limit.time_to_next(), milliseconds(0));
  for (int i = 0; i < 5; ++i) EXPECT_EQ(limit.admit(start), Verdict::Accept);
  EXPECT_EQ(limit.time_to_next(), milliseconds(250));
  EXPECT_EQ(limit.admit(start), Verdict::Warn);
  EXPECT_EQ(limit.time_to_next(), milliseconds(250));
  EXPECT_EQ(limit.admit(start + milliseconds(125)), Verdict::Drop);
  EXPECT_EQ(limit.time_to_next(), milliseconds(125));
  EXPECT_EQ(limit.admit(start + milliseconds(250)), Verdict::Accept);
}

TEST(WebRateLimit, ClosesAFloodThatGoesOnAndForgivesOneThatStops) {
  const auto start = MessageRateLimit::Clock::now();
  MessageRateLimit limit(start, {.burst = 5, .per_second = 4, .drops_to_close = 20});
  for (int i = 0; i < 5; ++i) EXPECT_EQ(limit.admit(start), Verdict::Accept);
  EXPECT_EQ(limit.admit(start), Verdict::Warn);
  for (int i = 2; i <= 20; ++i) EXPECT_EQ(limit.admit(start), Verdict::Drop) << i;
  // Quiet long enough for the bucket to fill (1.25 s): the flood is over, its drops forgotten.
  const auto later = start + milliseconds(1250);
  for (int i = 0; i < 5; ++i) EXPECT_EQ(limit.admit(later), Verdict::Accept);
  EXPECT_EQ(limit.admit(later), Verdict::Warn);
  for (int i = 2; i <= 20; ++i) EXPECT_EQ(limit.admit(later), Verdict::Drop) << i;
  EXPECT_EQ(limit.admit(later), Verdict::Close);
}

TEST(WebRateLimit, ClosesASteadyFloodAboveTheRate) {
  const auto start = MessageRateLimit::Clock::now();
  MessageRateLimit limit(start, {.burst = 5, .per_second = 4, .drops_to_close = 20});
  // Eight a second, twice the rate: the bucket never fills again, so the drops add up to a close.
  int accepted = 0;
  int dropped = 0;
  Verdict verdict = Verdict::Accept;
  for (int i = 0; verdict != Verdict::Close; ++i) {
    verdict = limit.admit(start + milliseconds(125 * i));
    accepted += verdict == Verdict::Accept ? 1 : 0;
    dropped += verdict == Verdict::Warn || verdict == Verdict::Drop ? 1 : 0;
  }
  EXPECT_EQ(dropped, 20);
  // Nine while the bucket empties (its 5 and 4 refilled meanwhile), then one in two, between the drops.
  EXPECT_EQ(accepted, 29);
}

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using nlohmann::json;
using tcp = asio::ip::tcp;

class WebFlood : public ::testing::Test {
 protected:
  void SetUp() override {
    std::filesystem::create_directories(dir_ / "static");
    std::ofstream(dir_ / "static" / "index.html") << "<p>lobby</p>";
  }

  testing::TempDir temp_{"nightrider_flood"};
  const std::filesystem::path& dir_ = temp_.path();
};

struct Client {
  // receive_buffer: the kernel's buffer for this end (0: the system's), set before connecting.
  Client(asio::io_context& io, uint16_t port, int receive_buffer = 0) : socket(io) {
    tcp::socket& tcp_socket = beast::get_lowest_layer(socket).socket();
    tcp_socket.open(tcp::v4());
    if (receive_buffer > 0) tcp_socket.set_option(asio::socket_base::receive_buffer_size(receive_buffer));
    tcp_socket.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
    socket.handshake("127.0.0.1", "/ws");
    socket.text(true);
  }
  void say(const std::string& text) { socket.write(asio::buffer(text)); }
  json hear() {
    beast::flat_buffer buffer;
    socket.read(buffer);
    return json::parse(beast::buffers_to_string(buffer.data()));
  }
  websocket::stream<beast::tcp_stream> socket;
};

TEST_F(WebFlood, AFloodingConnectionIsToldThenClosedWhileOthersPlayOn) {
  ServerOptions options;
  options.port = 0;
  options.data_dir = dir_ / "data";
  options.static_dir = dir_ / "static";
  WebServer server(options);
  std::thread serving([&] { server.run(); });
  asio::io_context io;

  Client player(io, server.port());
  player.say(R"({"type":"new","variant":"chess","engine":"none"})");
  const std::string game = player.hear().at("game");

  // 100 pings at once: the burst (40) answered, then one error; after it the server reads the others at
  // the rate, answering one and dropping the next in turn.
  Client flooder(io, server.port());
  for (int i = 0; i < 100; ++i) flooder.say(R"({"type":"ping"})");
  int pongs = 0;
  json reply;
  for (reply = flooder.hear(); reply.at("type") == "pong"; reply = flooder.hear()) ++pongs;
  EXPECT_EQ(reply, json::parse(R"({"type":"error","message":"too many messages: slow down"})"));
  // At least the burst; a few more if the server read slowly enough for the bucket to refill (20/s).
  EXPECT_GE(pongs, 40);
  EXPECT_LT(pongs, 100);

  // The other connection is answered as usual, moves included.
  player.say(R"({"type":"ping"})");
  EXPECT_EQ(player.hear(), json::parse(R"({"type":"pong"})"));
  player.say(json{{"type", "move"}, {"game", game}, {"move", "e2e4"}}.dump());
  reply = player.hear();
  ASSERT_EQ(reply.at("type"), "state") << reply.dump();
  EXPECT_EQ(reply.at("moves").size(), 1u);

  // Flooding on, far beyond the limit: the server closes with a policy violation (1008) after 100 drops.
  beast::error_code error;
  for (int i = 0; i < 2000 && !error; ++i)
    flooder.socket.write(asio::buffer(std::string("{bad json")), error);
  beast::flat_buffer buffer;
  while (!error) flooder.socket.read(buffer, error);
  EXPECT_EQ(error, websocket::error::closed) << error.message();
  EXPECT_EQ(flooder.socket.reason().code, websocket::close_code::policy_error);

  // And the player's connection and game go on.
  player.say(json{{"type", "move"}, {"game", game}, {"move", "e7e5"}}.dump());
  reply = player.hear();
  ASSERT_EQ(reply.at("type"), "state") << reply.dump();
  EXPECT_EQ(reply.at("moves").size(), 2u);

  server.stop();
  serving.join();
}

TEST_F(WebFlood, AConnectionThatDoesNotReadIsDroppedOnceItsQueueIsFull) {
  ServerOptions options;
  options.port = 0;
  options.data_dir = dir_ / "data";
  options.static_dir = dir_ / "static";
  WebServer server(options);
  std::thread serving([&] { server.run(); });
  asio::io_context io;

  // The creator of a game between friends, with a small receive buffer, stops reading after the state.
  Client idle(io, server.port(), 4096);
  idle.say(R"({"type":"new","variant":"chess","friend":"white"})");
  const std::string watched = idle.hear().at("game");
  ASSERT_EQ(idle.hear().at("type"), "state");
  Client player(io, server.port());
  player.say(R"({"type":"new","variant":"chess","engine":"none"})");
  const std::string other = player.hear().at("game");

  // Visitors come and go: each coming and each going sends the watchers of the game (the idle creator)
  // a state. 120 visitors of 20 visits (40 messages each, within the burst): 4,800 states of 2.5 kB for
  // the creator, beyond its queue's 1,024 messages once the kernel's buffers are full (here they held
  // about 1,100 states; Linux lets a socket's send buffer grow to 4 MB by default).
  const std::string visit = json{{"type", "join"}, {"game", watched}}.dump();
  const std::string away = json{{"type", "join"}, {"game", other}}.dump();
  for (int visitor = 0; visitor < 120; ++visitor) {
    Client client(io, server.port());
    for (int i = 0; i < 20; ++i) {
      client.say(visit);
      client.say(away);
    }
    // Its own answers: the seat and the state of each visit, the state of the other game.
    for (int i = 0; i < 60; ++i) ASSERT_NE(client.hear().at("type"), "error") << visitor << " " << i;
  }

  // The creator's connection was dropped: reading it gives what the kernel held, then an error that is
  // not a close handshake (none could be sent). A timer ends the test rather than hang if it was not.
  int states = 0;
  beast::error_code error;
  beast::flat_buffer buffer;
  std::function<void()> read_next = [&] {
    idle.socket.async_read(buffer, [&](beast::error_code e, size_t) {
      if (e) {
        error = e;
        return;
      }
      ++states;
      buffer.consume(buffer.size());
      read_next();
    });
  };
  read_next();
  io.run_for(std::chrono::seconds(20));
  EXPECT_TRUE(error) << "still open after " << states << " states";
  EXPECT_NE(error, websocket::error::closed);
  EXPECT_LT(states, 4800) << states;

  // The others are served as before.
  player.say(R"({"type":"ping"})");
  EXPECT_EQ(player.hear(), json::parse(R"({"type":"pong"})"));

  server.stop();
  serving.join();
}

}  // namespace
}  // namespace nightrider::web
