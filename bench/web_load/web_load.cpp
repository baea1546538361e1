// Load client of the web application (bench/web_load.sh starts the server and runs it): many games
// between friends played at once over WebSocket, each game two connections (the creator and the invited
// friend, so every move goes through the seat checks and is broadcast to both). Every move is picked from
// the `legal` list of the latest state, at random but the same for a given seed and game. It measures each
// move's round trip (from sending the move to the mover receiving the state that holds it), then joins
// every game afresh on a new connection, after its players have left (so the server replays it from
// SQLite), and compares the moves with those played. With --flood one more connection (on a thread of its
// own, so its work does not slow this client's event loop) sends pings, bad JSON and illegal moves as fast
// as it can the whole time, and reconnects whenever the server closes it. With --solve FILE (repeatable)
// one more connection per FILE, on that thread too, has the server solve the problem text of FILE, again
// and again until the games end: the solver page's heaviest use, beside the games.
//
// One thread, one io_context, one coroutine per connection. Prints the figures; exits 0 when there was no
// error and every game was verified, 1 otherwise, 2 on bad arguments.
#include <algorithm>
#include <atomic>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using nlohmann::json;
using Clock = std::chrono::steady_clock;
using Socket = websocket::stream<beast::tcp_stream>;

constexpr std::string_view kVariants[] = {"chess",     "magnetic",  "rococo",
                                          "antiking1", "antiking2", "antimagnetic"};

struct Options {
  uint16_t port = 0;
  int games = 500;
  int moves = 40;       // per game, fewer when the game ends sooner
  int think_ms = 1000;  // a player's pause before each move, drawn uniformly from 0 to twice this
  uint64_t seed = 1;
  bool flood = false;
  std::vector<std::string> solve_texts;  // --solve FILE: a problem text solved over and over
  int timeout_s = 600;                   // the whole run; games not finished by then count as errors
};

// A condition coroutines wait for: fired once, it lets every present and later waiter through.
class Event {
 public:
  explicit Event(asio::io_context& io) : timer_(io, Clock::time_point::max()) {}
  asio::awaitable<void> wait() {
    if (fired_) co_return;
    boost::system::error_code cancelled;
    co_await timer_.async_wait(asio::redirect_error(asio::use_awaitable, cancelled));
  }
  void fire() {
    fired_ = true;
    timer_.cancel();
  }

 private:
  asio::steady_timer timer_;
  bool fired_ = false;
};

// One simulated game, shared by its two connections (one thread: no locks).
struct GameRun {
  int index = 0;
  std::string variant;
  std::string id;
  std::string guest_token;
  std::mt19937_64 random;
  std::vector<std::string> played;  // the moves the server confirmed, in order
  std::string pending;              // sent, not yet seen in a state
  bool seated = false;  // both players have their state, or the game failed before (the start waits)
  bool over = false;
  bool failed = false;
  bool verified = false;
  Socket* sockets[2] = {nullptr, nullptr};  // while open, so a failure on one side can end the other
};

struct Run {
  Run(asio::io_context& io_context, Options opts)
      : io(io_context),
        options(opts),
        server(asio::ip::make_address("127.0.0.1"), opts.port),
        all_ready(io),
        all_played(io),
        all_verified(io) {}

  asio::io_context& io;
  Options options;
  tcp::endpoint server;
  std::vector<GameRun> games;
  std::vector<double> round_trips_ms;
  int errors = 0;
  std::vector<std::string> error_samples;
  int ready = 0;            // games seated (or failed before)
  int players_running = 0;  // player coroutines not yet ended
  int verifications_running = 0;
  Event all_ready;
  Event all_played;
  Event all_verified;

  void error(const std::string& what) {
    ++errors;
    if (error_samples.size() < 10) error_samples.push_back(what);
  }
  void fail(GameRun& game, const std::string& what) {
    if (game.failed) return;
    game.failed = true;
    error("game " + std::to_string(game.index) + " (" + game.variant + "): " + what);
    for (Socket* socket : game.sockets)
      if (socket != nullptr) beast::get_lowest_layer(*socket).cancel();
    seat(game);  // the others need not wait for it to start
  }
  void seat(GameRun& game) {
    if (game.seated) return;
    game.seated = true;
    if (++ready == static_cast<int>(games.size())) all_ready.fire();
  }
};

asio::awaitable<std::unique_ptr<Socket>> open_socket(const tcp::endpoint& server) {
  auto socket = std::make_unique<Socket>(co_await asio::this_coro::executor);
  co_await beast::get_lowest_layer(*socket).async_connect(server, asio::use_awaitable);
  beast::get_lowest_layer(*socket).expires_never();
  beast::get_lowest_layer(*socket).socket().set_option(tcp::no_delay(true));
  socket->set_option(websocket::stream_base::timeout::suggested(beast::role_type::client));
  co_await socket->async_handshake("127.0.0.1", "/ws", asio::use_awaitable);
  socket->text(true);
  co_return socket;
}

asio::awaitable<json> read_json(Socket& socket, beast::flat_buffer& buffer) {
  buffer.consume(buffer.size());
  co_await socket.async_read(buffer, asio::use_awaitable);
  co_return json::parse(beast::buffers_to_string(buffer.data()));
}

// A message's "type" (empty when it has none).
std::string type_of(const json& message) { return message.value("type", std::string()); }

// Takes the text, not the JSON: GCC 12 miscompiles a braced JSON initializer inside a co_await
// expression ("array used as initializer").
asio::awaitable<void> send_text(Socket& socket, std::string text) {
  co_await socket.async_write(asio::buffer(text), asio::use_awaitable);
}

// Reads until a message of `type`; an error message on the way is a failure.
asio::awaitable<json> expect(Socket& socket, beast::flat_buffer& buffer, std::string_view type) {
  for (;;) {
    json message = co_await read_json(socket, buffer);
    if (type_of(message) == type) co_return message;
    if (type_of(message) == "error")
      throw std::runtime_error("expected \"" + std::string(type) + "\", got error: " + message.dump());
  }
}

// One player of a game: the creator (seat 0, White) creates it and starts the guest; the guest (seat 1,
// Black) joins with the invite token. Both then move whenever the latest state says it is their turn.
asio::awaitable<void> player(Run& run, GameRun& game, int seat);

void spawn_player(Run& run, GameRun& game, int seat) {
  ++run.players_running;
  asio::co_spawn(run.io, player(run, game, seat), [&run, &game](std::exception_ptr problem) {
    if (problem) {
      try {
        std::rethrow_exception(problem);
      } catch (const boost::system::system_error& e) {
        run.fail(game, e.code().message());  // what() would add Asio's source location
      } catch (const std::exception& e) {
        run.fail(game, e.what());
      }
    }
    if (--run.players_running == 0) run.all_played.fire();
  });
}

// A player's move in flight: its index in the game and when it was sent.
struct InFlight {
  bool waiting = false;
  size_t index = 0;
  Clock::time_point sent_at;
};

// What a player does after a state: nothing (wait for the next), the move to send, or stop.
struct Reaction {
  enum { Wait, Move, Over, Failed } what = Wait;
  std::string move;
};

// Takes a state in (checks it against the moves played, confirms the move in flight, records the round
// trip) and says what the player `side` does next. Plain function: GCC 12 miscompiles some JSON
// expressions inside coroutines.
Reaction take_state(Run& run, GameRun& game, const json& state, std::string_view side, InFlight& flight) {
  const json& moves = state.at("moves");
  const size_t count = moves.size();
  // The state must agree with every move played so far (it may be a little behind the other player's
  // view, never different from it).
  for (size_t i = 0; i < count; ++i) {
    const std::string& uci = moves[i].at("uci").get_ref<const std::string&>();
    const std::string& expected = i < game.played.size() ? game.played[i] : game.pending;
    if (i > game.played.size() || uci != expected) {
      run.fail(game, "state with move " + std::to_string(i + 1) + " " + uci + " where " +
                         (expected.empty() ? "none" : expected) + " was played");
      return {Reaction::Failed, {}};
    }
  }
  if (count == game.played.size() + 1) {
    game.played.push_back(std::move(game.pending));
    game.pending.clear();
  }
  if (flight.waiting && count > flight.index) {
    run.round_trips_ms.push_back(
        std::chrono::duration<double, std::milli>(Clock::now() - flight.sent_at).count());
    flight.waiting = false;
  }
  if (count != game.played.size()) return {};  // behind the other player's view: wait for the latest
  if (count >= static_cast<size_t>(run.options.moves) || !state.at("result").is_null() ||
      state.at("legal").empty()) {
    game.over = true;
    return {Reaction::Over, {}};
  }
  if (!game.pending.empty() || state.at("turn").get_ref<const std::string&>() != side) return {};
  const json& legal = state.at("legal");
  return {Reaction::Move, legal[game.random() % legal.size()].at("uci").get<std::string>()};
}

std::string new_game_message(const GameRun& game) {
  return json{{"type", "new"}, {"variant", game.variant}, {"friend", "white"}}.dump();
}
std::string join_message(const GameRun& game, const std::string& seat) {
  json message = {{"type", "join"}, {"game", game.id}};
  if (!seat.empty()) message["seat"] = seat;
  return message.dump();
}
std::string move_message(const GameRun& game, const std::string& move) {
  return json{{"type", "move"}, {"game", game.id}, {"move", move}}.dump();
}
// From the creator's "seat" message: the game's id and the invite token of the other side.
void take_seat(GameRun& game, const json& seat) {
  game.id = seat.at("game").get<std::string>();
  game.guest_token = seat.at("invite").at("token").get<std::string>();
}
std::vector<std::string> moves_of(const json& state) {
  std::vector<std::string> moves;
  for (const json& move : state.at("moves")) moves.push_back(move.at("uci").get<std::string>());
  return moves;
}

asio::awaitable<void> player(Run& run, GameRun& game, int seat) {
  std::unique_ptr<Socket> socket = co_await open_socket(run.server);
  game.sockets[seat] = socket.get();
  struct Forget {
    GameRun& game;
    int seat;
    ~Forget() { game.sockets[seat] = nullptr; }
  } forget{game, seat};
  beast::flat_buffer buffer;
  if (seat == 0) {
    co_await send_text(*socket, new_game_message(game));
    take_seat(game, co_await expect(*socket, buffer, "seat"));
    spawn_player(run, game, 1);
  } else {
    co_await send_text(*socket, join_message(game, game.guest_token));
    co_await expect(*socket, buffer, "seat");
  }
  json state = co_await expect(*socket, buffer, "state");
  if (seat == 1) run.seat(game);
  co_await run.all_ready.wait();

  const std::string_view side = seat == 0 ? "white" : "black";
  std::uniform_int_distribution<int> think(0, 2 * run.options.think_ms);
  asio::steady_timer pause(run.io);
  InFlight flight;
  for (;;) {
    if (game.failed) co_return;
    Reaction reaction = take_state(run, game, state, side, flight);
    if (reaction.what == Reaction::Failed) co_return;
    if (reaction.what == Reaction::Over) break;
    if (reaction.what == Reaction::Move) {
      if (run.options.think_ms > 0) {
        pause.expires_after(std::chrono::milliseconds(think(game.random)));
        co_await pause.async_wait(asio::use_awaitable);
        if (game.failed) co_return;
      }
      game.pending = reaction.move;
      flight = {true, game.played.size(), Clock::now()};
      co_await send_text(*socket, move_message(game, reaction.move));
    }
    state = co_await expect(*socket, buffer, "state");
  }
  boost::system::error_code ignored;
  co_await socket->async_close(websocket::close_code::normal,
                               asio::redirect_error(asio::use_awaitable, ignored));
}

// Joins a finished game as a spectator on a new connection and compares its moves with those played.
asio::awaitable<void> verify(Run& run, GameRun& game) {
  std::unique_ptr<Socket> socket = co_await open_socket(run.server);
  beast::flat_buffer buffer;
  co_await send_text(*socket, join_message(game, ""));
  const std::vector<std::string> stored = moves_of(co_await expect(*socket, buffer, "state"));
  if (stored == game.played)
    game.verified = true;
  else
    run.error("game " + std::to_string(game.index) + " (" + game.id + "): the server has " +
              std::to_string(stored.size()) + " moves, " + std::to_string(game.played.size()) +
              " were played, or they differ");
  boost::system::error_code ignored;
  co_await socket->async_close(websocket::close_code::normal,
                               asio::redirect_error(asio::use_awaitable, ignored));
}

// The solving connections' figures, written by the second thread.
struct SolveFigures {
  std::mutex mutex;
  int started = 0;
  std::map<std::string, int> ends;  // "cut short: the time limit of 60 s was reached: …" -> how many
  std::vector<double> seconds;      // each solve's elapsed time as the server reports it
  std::string refusal;              // the last error the server sent a solving connection
  int failures = 0;                 // solving connections lost (errors of the run)
};

// Sends `text` to be solved, waits for its end, and again, until `stop`.
asio::awaitable<void> keep_solving(tcp::endpoint server, std::string text, const std::atomic<bool>& stop,
                                   SolveFigures& figures) {
  const std::string request = json{{"type", "solve"}, {"text", text}}.dump();
  std::unique_ptr<Socket> socket = co_await open_socket(server);
  beast::flat_buffer buffer;
  while (!stop) {
    co_await send_text(*socket, request);
    {
      std::lock_guard lock(figures.mutex);
      ++figures.started;
    }
    for (;;) {
      const json message = co_await read_json(*socket, buffer);
      const std::string type = type_of(message);
      std::lock_guard lock(figures.mutex);
      if (type == "error") {
        figures.refusal = message.value("message", std::string());
        --figures.started;
        break;
      }
      if (type == "solve-end") {
        ++figures
              .ends[message.value("result", std::string()) + ": " + message.value("reason", std::string())];
        figures.seconds.push_back(message.value("elapsed", 0.0));
        break;
      }
    }
    if (!figures.refusal.empty()) {
      asio::steady_timer pause(co_await asio::this_coro::executor, std::chrono::milliseconds(100));
      co_await pause.async_wait(asio::use_awaitable);
    }
  }
  // Leaving cancels the running solve (the server stops it at once).
}

asio::awaitable<void> run_games(Run& run) {
  for (GameRun& game : run.games) spawn_player(run, game, 0);
  co_await run.all_played.wait();
  for (GameRun& game : run.games) {
    if (game.id.empty()) continue;
    ++run.verifications_running;
    asio::co_spawn(run.io, verify(run, game), [&run, &game](std::exception_ptr problem) {
      if (problem) {
        try {
          std::rethrow_exception(problem);
        } catch (const boost::system::system_error& e) {
          run.error("verifying game " + std::to_string(game.index) + ": " + e.code().message());
        } catch (const std::exception& e) {
          run.error("verifying game " + std::to_string(game.index) + ": " + e.what());
        }
      }
      if (--run.verifications_running == 0) run.all_verified.fire();
    });
  }
  if (run.verifications_running > 0) co_await run.all_verified.wait();
}

// The flooding connection's figures, written by its thread (atomic: a report at the deadline reads them
// while it still runs).
struct FloodFigures {
  std::atomic<uint64_t> sent = 0;
  std::atomic<uint64_t> slow_down = 0;   // "too many messages" errors
  std::atomic<uint64_t> answers = 0;     // every other message from the server (pongs, errors)
  std::atomic<uint64_t> closed = 0;      // connections the server closed
  std::atomic<unsigned> close_code = 0;  // the last close code
};

asio::awaitable<void> flood_reader(Socket& socket, FloodFigures& figures) {
  beast::flat_buffer buffer;
  boost::system::error_code error;
  for (;;) {
    buffer.consume(buffer.size());
    co_await socket.async_read(buffer, asio::redirect_error(asio::use_awaitable, error));
    if (error) break;
    if (beast::buffers_to_string(buffer.data()).find("too many messages") != std::string::npos)
      ++figures.slow_down;
    else
      ++figures.answers;
  }
  if (error == websocket::error::closed) {
    ++figures.closed;
    figures.close_code = socket.reason().code;
  }
}

asio::awaitable<void> flood(tcp::endpoint server, const std::atomic<bool>& stop, FloodFigures& figures) {
  const std::string messages[] = {R"({"type":"ping"})", "{not json",
                                  R"({"type":"move","game":"0123456789abcdef","move":"e2e5"})"};
  while (!stop) {
    std::unique_ptr<Socket> socket;
    try {
      socket = co_await open_socket(server);
    } catch (const std::exception&) {
      socket.reset();  // the server refused a connection in the middle of the flood: try again soon
    }
    asio::steady_timer pause(co_await asio::this_coro::executor);
    if (!socket) {
      pause.expires_after(std::chrono::milliseconds(10));
      co_await pause.async_wait(asio::use_awaitable);
      continue;
    }
    auto reading = std::make_shared<bool>(true);
    asio::co_spawn(co_await asio::this_coro::executor, flood_reader(*socket, figures),
                   [reading](std::exception_ptr) { *reading = false; });
    boost::system::error_code error;
    for (uint64_t i = 0; !stop && !error; ++i) {
      co_await socket->async_write(asio::buffer(messages[i % 3]),
                                   asio::redirect_error(asio::use_awaitable, error));
      if (!error) ++figures.sent;
    }
    // Let the reader see the close before the socket goes.
    while (*reading && !stop) {
      pause.expires_after(std::chrono::milliseconds(10));
      co_await pause.async_wait(asio::use_awaitable);
    }
    if (*reading) {
      beast::get_lowest_layer(*socket).cancel();
      while (*reading) {
        pause.expires_after(std::chrono::milliseconds(1));
        co_await pause.async_wait(asio::use_awaitable);
      }
    }
  }
}

double percentile(const std::vector<double>& sorted, double fraction) {
  if (sorted.empty()) return 0;
  const size_t rank = static_cast<size_t>(std::ceil(fraction * static_cast<double>(sorted.size())));
  return sorted[std::clamp<size_t>(rank, 1, sorted.size()) - 1];
}

// Prints the figures; the exit status: 0 when there was no error and every game was verified.
int report(Run& run, const Options& options, const FloodFigures& flood_figures, SolveFigures& solve_figures,
           double seconds, bool completed) {
  int verified = 0;
  int over = 0;
  for (const GameRun& game : run.games) {
    verified += game.verified ? 1 : 0;
    over += game.over ? 1 : 0;
  }
  if (!completed) run.error("the run did not end within " + std::to_string(options.timeout_s) + " s");
  std::vector<double> sorted = run.round_trips_ms;
  std::sort(sorted.begin(), sorted.end());
  std::printf(
      "games %d (between friends, two connections each; %d played to the end), moves %zu, think 0-%d ms\n",
      options.games, over, sorted.size(), 2 * options.think_ms);
  std::printf("round trip ms: p50 %.2f  p90 %.2f  p99 %.2f  max %.2f  (%.1f s, %.0f moves/s)\n",
              percentile(sorted, 0.50), percentile(sorted, 0.90), percentile(sorted, 0.99),
              sorted.empty() ? 0.0 : sorted.back(), seconds, static_cast<double>(sorted.size()) / seconds);
  if (options.flood)
    std::printf(
        "flood: %llu messages sent, %llu \"too many messages\" errors, %llu other answers, closed %llu "
        "times (last code %u)\n",
        static_cast<unsigned long long>(flood_figures.sent.load()),
        static_cast<unsigned long long>(flood_figures.slow_down.load()),
        static_cast<unsigned long long>(flood_figures.answers.load()),
        static_cast<unsigned long long>(flood_figures.closed.load()), flood_figures.close_code.load());
  if (!options.solve_texts.empty()) {
    std::lock_guard lock(solve_figures.mutex);
    std::printf("solves: %zu connections, %d started, %zu ended", options.solve_texts.size(),
                solve_figures.started, solve_figures.seconds.size());
    if (!solve_figures.seconds.empty())
      std::printf(" (longest %.1f s)",
                  *std::max_element(solve_figures.seconds.begin(), solve_figures.seconds.end()));
    std::printf("\n");
    for (const auto& [end, count] : solve_figures.ends) std::printf("  %d x %s\n", count, end.c_str());
    if (!solve_figures.refusal.empty()) std::printf("  refused: %s\n", solve_figures.refusal.c_str());
    for (int i = 0; i < solve_figures.failures; ++i) run.error("a solving connection was lost");
  }
  std::printf("errors %d\n", run.errors);
  for (const std::string& sample : run.error_samples) std::printf("  %s\n", sample.c_str());
  std::printf("games verified %d/%d\n", verified, options.games);
  std::fflush(stdout);
  return run.errors == 0 && verified == options.games ? 0 : 1;
}

int usage(const char* why) {
  std::cerr << "nightrider_web_load: " << why
            << "\nusage: nightrider_web_load --port PORT [--games N] [--moves N] [--think MS] [--seed N] "
               "[--flood] [--solve FILE]... [--timeout S]\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  const std::vector<std::string> args(argv + 1, argv + argc);
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "--flood") {
      options.flood = true;
      continue;
    }
    if (i + 1 >= args.size()) return usage(("missing value after " + arg).c_str());
    if (arg == "--solve") {
      std::ifstream in(args[++i], std::ios::binary);
      if (!in) return usage(("cannot read " + args[i]).c_str());
      options.solve_texts.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
      continue;
    }
    char* end = nullptr;
    const long long value = std::strtoll(args[i + 1].c_str(), &end, 10);
    if (end == args[i + 1].c_str() || *end != '\0' || value < 0)
      return usage(("bad value for " + arg).c_str());
    ++i;
    if (arg == "--port" && value > 0 && value < 65536)
      options.port = static_cast<uint16_t>(value);
    else if (arg == "--games" && value > 0 && value <= 10000)
      options.games = static_cast<int>(value);
    else if (arg == "--moves" && value > 0 && value <= 1000)
      options.moves = static_cast<int>(value);
    else if (arg == "--think" && value <= 60000)
      options.think_ms = static_cast<int>(value);
    else if (arg == "--seed")
      options.seed = static_cast<uint64_t>(value);
    else if (arg == "--timeout" && value > 0)
      options.timeout_s = static_cast<int>(value);
    else
      return usage(("bad option or value: " + arg + " " + args[i]).c_str());
  }
  if (options.port == 0) return usage("--port is required");

  asio::io_context io;
  Run run(io, options);
  run.games.resize(static_cast<size_t>(options.games));
  for (int i = 0; i < options.games; ++i) {
    GameRun& game = run.games[static_cast<size_t>(i)];
    game.index = i;
    game.variant = kVariants[static_cast<size_t>(i) % std::size(kVariants)];
    game.random.seed(options.seed * 1000003u + static_cast<uint64_t>(i));
  }

  std::atomic<bool> stop_flood = false;
  FloodFigures flood_figures;
  asio::io_context flood_io;
  std::thread flood_thread;
  SolveFigures solve_figures;
  if (options.flood) asio::co_spawn(flood_io, flood(run.server, stop_flood, flood_figures), asio::detached);
  for (const std::string& text : options.solve_texts)
    asio::co_spawn(flood_io, keep_solving(run.server, text, stop_flood, solve_figures),
                   [&solve_figures, &stop_flood](std::exception_ptr problem) {
                     if (!problem || stop_flood) return;
                     std::lock_guard lock(solve_figures.mutex);
                     ++solve_figures.failures;
                   });
  if (options.flood || !options.solve_texts.empty())
    flood_thread = std::thread([&flood_io] { flood_io.run(); });

  bool completed = false;
  const Clock::time_point start = Clock::now();
  asio::steady_timer deadline(io, std::chrono::seconds(options.timeout_s));
  deadline.async_wait([&](boost::system::error_code error) {
    if (error) return;
    // Some connection hangs: report what was measured and leave at once, without unwinding coroutines
    // that are still waiting on sockets (and the flood thread).
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    std::_Exit(report(run, options, flood_figures, solve_figures, seconds, false));
  });
  asio::co_spawn(io, run_games(run), [&](std::exception_ptr) {
    completed = true;
    deadline.cancel();
  });
  io.run();
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  if (flood_thread.joinable()) {
    stop_flood = true;
    flood_io.stop();
    flood_thread.join();
  }

  return report(run, options, flood_figures, solve_figures, seconds, completed);
}
