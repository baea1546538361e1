#include "web/http_server.h"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <cctype>
#include <chrono>
#include <nlohmann/json.hpp>
#include <optional>

#include "variants/condition_games.h"
#include "variants/variants.h"
#include "web/game_manager.h"
#include "web/game_store.h"
#include "web/lobby.h"
#include "web/request_target.h"
#include "web/rules_examples.h"
#include "web/solve_manager.h"
#include "web/static_files.h"
#include "web/websocket_session.h"

namespace nightrider::web {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;

namespace {

// The lobby's list: every variant with its start position, computed once.
std::string variants_json() {
  nlohmann::json list = nlohmann::json::array();
  for (const VariantInfo& info : all_variants()) {
    const std::shared_ptr<const Rules> rules = make_variant(info.name);
    if (!rules) continue;
    list.push_back({{"name", info.name},
                    {"summary", info.summary},
                    {"fen", rules->start_fen()},
                    {"files", rules->geometry().width()},
                    {"ranks", rules->geometry().height()},
                    {"ring", rules->geometry().in_region(Square(0, 0), kRegionEdge)}});
  }
  return list.dump();
}

// The lobby's conditions picker: every condition orthodox chess can be played under, with its one-line
// summary (our own words; empty where none is written yet), computed once.
std::string conditions_json() {
  nlohmann::json list = nlohmann::json::array();
  for (const GameCondition& g : game_conditions()) {
    const std::vector<ConditionDefinition> text = definitions_of("chess+" + g.word);
    list.push_back({{"word", g.word},
                    {"name", text.empty() ? std::string(g.entry->names.en) : text[0].heading},
                    {"summary", text.empty() ? std::string() : text[0].summary}});
  }
  // The seed's readings that take arguments, named by the seed ("circe-antipode", "anti-super-circe").
  for (const conditions::SeedCondition& seed : conditions::seed_conditions()) {
    const std::string game = seed_game(seed);
    if (game.empty()) continue;
    const std::string word = game.substr(6);
    if (std::any_of(list.begin(), list.end(), [&](const nlohmann::json& c) { return c["word"] == word; }))
      continue;
    list.push_back(
        {{"word", word}, {"name", std::string(seed.seed_name)}, {"summary", std::string(seed.summary)}});
  }
  return list.dump();
}

// The routes a request can reach, shared by every HTTP connection (read-only once built).
struct Routes {
  GameManager& games;
  SolveManager& solves;
  Lobby& lobby;
  StaticFiles files;
  std::string variants;
  std::string conditions;
};

using Request = http::request<http::string_body>;

// A solve may take its whole minute on a core the games share: its worker runs at a lower priority
// (nice 10, Linux sets it per thread), so the I/O thread and the engines' moves get the processor first
// and other games are not slowed while problems are solved.
void lower_this_thread_priority() {
  constexpr int kSolveNiceness = 10;
  const int current = getpriority(PRIO_PROCESS, static_cast<id_t>(gettid()));
  if (current < kSolveNiceness) setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), kSolveNiceness);
}

// Headers every response carries, so that a browser holds the pages to what they need: their own
// scripts only (no inline or foreign script, so injected markup cannot run), styles from the server and
// the <style> the board adds at run time, images from the server and data: URLs (the piece images),
// connections to this server only (its API and /ws), no plug-ins, no framing by other sites (no
// clickjacking), no guessing of content types, no referrer sent elsewhere.
template <class Body>
void add_security_headers(http::response<Body>& response) {
  response.set(http::field::server, "Nightrider");
  response.set("Content-Security-Policy", kContentSecurityPolicy);
  response.set(http::field::x_frame_options, "DENY");
  response.set("X-Content-Type-Options", "nosniff");
  response.set("Referrer-Policy", "no-referrer");
  response.set("Cross-Origin-Opener-Policy", "same-origin");
  response.set("Cross-Origin-Resource-Policy", "same-origin");
  response.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
}

http::message_generator text_response(const Request& request, http::status status, std::string body,
                                      const std::string& type = "text/plain; charset=utf-8") {
  http::response<http::string_body> response(status, request.version());
  add_security_headers(response);
  response.set(http::field::content_type, type);
  response.set(http::field::cache_control, "no-store");
  response.keep_alive(request.keep_alive());
  response.body() = std::move(body);
  response.prepare_payload();
  return response;
}

// A variant's rules for people, as `nightrider rules` prints them.
http::message_generator rules_response(const Request& request, const std::string& variant,
                                       const std::string& lang) {
  for (const VariantInfo& info : all_variants()) {
    if (info.name != variant) continue;
    const std::string_view text = info.rules_text != nullptr ? info.rules_text(lang) : std::string_view();
    if (text.empty()) {
      const bool plain = lang.size() <= 8 && std::all_of(lang.begin(), lang.end(), [](char c) {
                           return std::isalpha(static_cast<unsigned char>(c)) != 0;
                         });
      return text_response(
          request, http::status::not_found,
          "no rules in language " + (plain ? "'" + lang + "'" : std::string("given")) + " (en, fr, nl)\n");
    }
    return text_response(request, http::status::ok, std::string(text));
  }
  // A condition, or a variant under conditions ("chess+circe"): each condition's definition, in English,
  // French or Dutch (as `nightrider rules` prints them, unwrapped).
  if (variant.size() <= 200) {
    // (A combination the rules refuse says why: "chess+kamikaze+circe-clone: Kamikaze cannot be …".)
    if (variant.find('+') != std::string::npos && !variant_error(variant).empty())
      return text_response(request, http::status::not_found, variant_error(variant) + "\n");
    const std::vector<ConditionDefinition> definitions = definitions_of(variant);
    if (!definitions.empty()) {
      if (lang != "en" && lang != "fr" && lang != "nl")
        return text_response(request, http::status::not_found, "a condition's rules are in en, fr or nl\n");
      std::string text;
      for (const ConditionDefinition& d : definitions)
        text += (text.empty() ? "" : "\n") + d.heading + "\n" +
                (lang == "fr"   ? d.fr
                 : lang == "nl" ? d.nl
                                : d.en) +
                "\n";
      return text_response(request, http::status::ok, text);
    }
  }
  return text_response(request, http::status::not_found,
                       "unknown variant (known: " + variant_names() + ")\n");
}

http::message_generator pgn_response(const Routes& routes, const Request& request, const std::string& id) {
  try {
    const std::string pgn = routes.games.pgn(id);
    http::response<http::string_body> response(http::status::ok, request.version());
    add_security_headers(response);
    response.set(http::field::content_type, "application/x-chess-pgn; charset=utf-8");
    response.set(http::field::content_disposition, "attachment; filename=\"nightrider-" + id + ".pgn\"");
    response.set(http::field::cache_control, "no-store");
    response.keep_alive(request.keep_alive());
    response.body() = pgn;
    response.prepare_payload();
    return response;
  } catch (const std::exception& e) {
    return text_response(request, http::status::not_found, std::string(e.what()) + "\n");
  }
}

http::message_generator file_response(const Request& request, const std::filesystem::path& file,
                                      bool immutable) {
  http::file_body::value_type body;
  beast::error_code error;
  body.open(file.c_str(), beast::file_mode::scan, error);
  if (error) return text_response(request, http::status::not_found, "not found\n");
  const uint64_t size = body.size();
  // Vite names the bundles by their content hash; the pages themselves must be fetched afresh.
  const char* cache = immutable ? "public, max-age=31536000, immutable" : "no-cache";
  if (request.method() == http::verb::head) {
    http::response<http::empty_body> head(http::status::ok, request.version());
    add_security_headers(head);
    head.set(http::field::content_type, content_type(file));
    head.set(http::field::cache_control, cache);
    head.content_length(size);
    head.keep_alive(request.keep_alive());
    return head;
  }
  http::response<http::file_body> response(std::piecewise_construct, std::make_tuple(std::move(body)),
                                           std::make_tuple(http::status::ok, request.version()));
  add_security_headers(response);
  response.set(http::field::content_type, content_type(file));
  response.set(http::field::cache_control, cache);
  response.content_length(size);
  response.keep_alive(request.keep_alive());
  return response;
}

http::message_generator respond(const Routes& routes, const Request& request) {
  if (request.method() != http::verb::get && request.method() != http::verb::head)
    return text_response(request, http::status::method_not_allowed, "only GET\n");
  const std::optional<RequestTarget> target = parse_target(request.target());
  if (!target) return text_response(request, http::status::bad_request, "bad request target\n");
  const std::vector<std::string>& path = target->segments;
  if (!path.empty() && path[0] == "api") {
    if (path.size() == 2 && path[1] == "variants")
      return text_response(request, http::status::ok, routes.variants, "application/json");
    if (path.size() == 2 && path[1] == "conditions")
      return text_response(request, http::status::ok, routes.conditions, "application/json");
    if (path.size() == 3 && path[1] == "games" && path[2].ends_with(".pgn"))
      return pgn_response(routes, request, path[2].substr(0, path[2].size() - 4));
    if (path.size() == 3 && path[1] == "rules")
      return rules_response(request, path[2], target->param("lang", "en"));
    if (path.size() == 3 && path[1] == "rules-examples") {
      // Each example played by the rules now: the picture is what the engine does.
      try {
        return text_response(request, http::status::ok,
                             rules_examples(path[2], target->param("lang", "en"))
                                 .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace),
                             "application/json");
      } catch (const std::exception& e) {
        return text_response(request, http::status::not_found, std::string(e.what()) + "\n");
      }
    }
    return text_response(request, http::status::not_found, "no such API\n");
  }
  const std::optional<std::filesystem::path> file = routes.files.resolve(path);
  if (!file) return text_response(request, http::status::not_found, "not found\n");
  return file_response(request, *file, !path.empty() && path[0] == "assets");
}

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(tcp::socket socket, const Routes& routes) : stream_(std::move(socket)), routes_(routes) {}

  void start() { read(); }

 private:
  void read() {
    parser_.emplace();
    parser_->header_limit(16 * 1024);
    parser_->body_limit(16 * 1024);  // the server takes no uploads
    stream_.expires_after(std::chrono::seconds(30));
    http::async_read(stream_, buffer_, *parser_,
                     [self = shared_from_this()](beast::error_code error, size_t) { self->on_read(error); });
  }

  void on_read(beast::error_code error) {
    if (error == http::error::end_of_stream) {
      stream_.socket().shutdown(tcp::socket::shutdown_send, error);
      return;
    }
    if (error) {
      // A request too large or unreadable: say so once, then close.
      if (error.category() == http::make_error_code(http::error::bad_target).category()) {
        http::response<http::string_body> response(http::status::bad_request, 11);
        add_security_headers(response);
        response.set(http::field::content_type, "text/plain; charset=utf-8");
        response.body() = "bad request: " + error.message() + "\n";
        response.keep_alive(false);
        response.prepare_payload();
        beast::async_write(stream_, http::message_generator(std::move(response)),
                           [self = shared_from_this()](beast::error_code, size_t) {
                             beast::error_code ignored;
                             self->stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
                           });
      }
      return;
    }
    Request request = parser_->release();
    if (beast::websocket::is_upgrade(request)) {
      // A refused upgrade ends the connection (the client asked for a socket, not a page).
      Request refused = request;
      refused.keep_alive(false);
      if (request.target() != "/ws") {
        write(text_response(refused, http::status::not_found, "the game socket is /ws\n"));
        return;
      }
      if (!same_origin(request[http::field::origin], request[http::field::host])) {
        write(text_response(refused, http::status::forbidden,
                            "the game socket serves this server's pages only\n"));
        return;
      }
      std::make_shared<WebSocketSession>(std::move(stream_), routes_.games, routes_.solves, routes_.lobby)
          ->start(std::move(request));
      return;
    }
    write(respond(routes_, request));
  }

  void write(http::message_generator response) {
    const bool keep_alive = response.keep_alive();
    beast::async_write(stream_, std::move(response),
                       [self = shared_from_this(), keep_alive](beast::error_code error, size_t) {
                         if (error) return;
                         if (!keep_alive) {
                           self->stream_.socket().shutdown(tcp::socket::shutdown_send, error);
                           return;
                         }
                         self->read();
                       });
  }

  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  const Routes& routes_;
};

}  // namespace

struct WebServer::Impl {
  explicit Impl(const ServerOptions& options)
      : store(options.data_dir),
        engines(static_cast<size_t>(std::max(1, options.engine_threads))),
        games(
            store, [this](std::function<void()> job) { asio::post(engines, std::move(job)); },
            steady_milliseconds,
            [this](int64_t delay_ms, std::function<void()> job) {
              // A timer per running clock and turn; one whose turn has passed finds its game changed and
              // does nothing.
              auto timer = std::make_shared<asio::steady_timer>(
                  io, std::chrono::milliseconds(std::max<int64_t>(0, delay_ms)));
              timer->async_wait([timer, job = std::move(job)](beast::error_code error) {
                if (!error) job();
              });
            }),
        solvers(static_cast<size_t>(kMaxRunningSolves)),
        solves([this](std::function<void()> job) {
          asio::post(solvers, [job = std::move(job)] {
            lower_this_thread_priority();
            job();
          });
        }),
        lobby(games),
        routes{games, solves, lobby, StaticFiles(options.static_dir), variants_json(), conditions_json()},
        acceptor(io),
        signals(io, SIGINT, SIGTERM),
        accept_pause(io) {
    const tcp::endpoint endpoint(asio::ip::make_address(options.address), options.port);
    acceptor.open(endpoint.protocol());
    acceptor.set_option(asio::socket_base::reuse_address(true));
    acceptor.bind(endpoint);
    acceptor.listen(asio::socket_base::max_listen_connections);
  }

  void accept() {
    acceptor.async_accept(asio::make_strand(io), [this](beast::error_code error, tcp::socket socket) {
      if (error == asio::error::operation_aborted) return;
      if (!error) {
        std::make_shared<HttpSession>(std::move(socket), routes)->start();
        accept();
        return;
      }
      // No connection to take (out of file descriptors: too many clients at once). Accepting again at
      // once would fail again at once, a busy loop on the I/O thread; the connections waiting in the
      // kernel's queue are taken when descriptors are free again.
      accept_pause.expires_after(std::chrono::milliseconds(100));
      accept_pause.async_wait([this](beast::error_code pause_error) {
        if (!pause_error) accept();
      });
    });
  }

  // Declared so that they go in the right order: the sessions die with `io` while the games they leave
  // still exist; the engine workers are joined (in ~WebServer) before anything they use goes.
  GameStore store;
  asio::thread_pool engines;
  GameManager games;
  // The solver page's solves have their own workers, so a long solve never delays an engine's move.
  asio::thread_pool solvers;
  SolveManager solves;
  Lobby lobby;  // the seeks and the games to watch; the sessions (in io) leave it before it goes
  Routes routes;
  asio::io_context io;
  tcp::acceptor acceptor;
  asio::signal_set signals;
  asio::steady_timer accept_pause;  // after a failed accept
};

WebServer::WebServer(const ServerOptions& options) : impl_(std::make_unique<Impl>(options)) {}

WebServer::~WebServer() {
  impl_->solves.cancel_all();
  impl_->solvers.stop();
  impl_->solvers.join();
  impl_->engines.stop();
  impl_->engines.join();
}

uint16_t WebServer::port() const { return impl_->acceptor.local_endpoint().port(); }

void WebServer::run() {
  impl_->signals.async_wait([this](beast::error_code, int) { stop(); });
  impl_->accept();
  impl_->io.run();
  impl_->solves.cancel_all();  // a solve ends within moments of its interrupt
  impl_->solvers.join();
  impl_->engines.join();
}

void WebServer::stop() {
  asio::post(impl_->io, [this] {
    beast::error_code ignored;
    impl_->acceptor.close(ignored);
    impl_->signals.cancel(ignored);
    impl_->accept_pause.cancel();
    impl_->io.stop();
  });
}

}  // namespace nightrider::web
