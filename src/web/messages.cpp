#include "web/messages.h"

#include <nlohmann/json.hpp>

#include "web/workbench.h"

namespace nightrider::web {
namespace {

using nlohmann::json;

// A string field of a message; throws GameError naming the field when it is missing or not a string.
std::string text_field(const json& message, const char* name) {
  const auto it = message.find(name);
  if (it == message.end()) throw GameError(std::string("missing \"") + name + "\"");
  if (!it->is_string()) throw GameError(std::string("\"") + name + "\" must be a string");
  const std::string& value = it->get_ref<const std::string&>();
  if (value.size() > 200) throw GameError(std::string("\"") + name + "\" is too long");
  return value;
}

// The optional "nick" of a message: "" when absent, else a valid nickname. Throws GameError otherwise.
std::string nickname_field(const json& message) {
  const auto it = message.find("nick");
  if (it == message.end() || it->is_null()) return "";
  if (!it->is_string() || !valid_nickname(it->get_ref<const std::string&>()))
    throw GameError("bad \"nick\" (1 to " + std::to_string(kMaxNicknameLength) +
                    " letters, digits, spaces, - _ .; no space at either end)");
  return it->get<std::string>();
}

// The optional "days" of a "new" or "seek" message: a correspondence game's days per move, a whole
// number 1 to kMaxDaysPerMove; 0 when absent or null.
int days_field(const json& message) {
  const auto it = message.find("days");
  if (it == message.end() || it->is_null()) return 0;
  if (!it->is_number_integer() || it->get<int64_t>() < 1 || it->get<int64_t>() > kMaxDaysPerMove)
    throw GameError("bad \"days\" (days per move, a whole number 1 to " + std::to_string(kMaxDaysPerMove) +
                    ")");
  return static_cast<int>(it->get<int64_t>());
}

// The optional "clock" of a "new" message: {"minutes":5,"increment":3} (increment in seconds, default 0);
// absent or null: no clocks. Or, instead, "days" per move (correspondence). Throws GameError naming what
// is wrong.
TimeControl time_control_field(const json& message) {
  const int days = days_field(message);
  const auto it = message.find("clock");
  if (days > 0) {
    if (it != message.end() && !it->is_null())
      throw GameError("a game has a \"clock\" or \"days\", not both");
    TimeControl control;
    control.days_per_move = days;
    return control;
  }
  if (it == message.end() || it->is_null()) return {};
  if (!it->is_object()) throw GameError("\"clock\" must be an object {\"minutes\":M,\"increment\":S}");
  auto whole = [&](const char* name, int64_t low, int64_t high, int64_t fallback) {
    const auto field = it->find(name);
    if (field == it->end()) {
      if (fallback >= 0) return fallback;
      throw GameError(std::string("missing \"clock\".\"") + name + "\"");
    }
    if (!field->is_number_integer() || field->get<int64_t>() < low || field->get<int64_t>() > high)
      throw GameError(std::string("bad \"clock\".\"") + name + "\" (a whole number, " + std::to_string(low) +
                      " to " + std::to_string(high) + ")");
    return field->get<int64_t>();
  };
  const int64_t minutes = whole("minutes", 1, kMaxClockMinutes, -1);
  const int64_t increment = whole("increment", 0, kMaxIncrementSeconds, 0);
  return {minutes * 60000, increment * 1000, 0};
}

// The side field of a "new" between friends or a "seek": white, black or random (none).
std::optional<Colour> side_field(const json& message, const char* name) {
  const std::string side = text_field(message, name);
  if (side == "white") return Colour::White;
  if (side == "black") return Colour::Black;
  if (side != "random") throw GameError(std::string("bad \"") + name + "\" (white, black or random)");
  return std::nullopt;
}

}  // namespace

std::string error_message(std::string_view text) {
  // Invalid UTF-8 from a hostile message may end up quoted in the error: replace it rather than throw.
  return json{{"type", "error"}, {"message", text}}.dump(-1, ' ', false, json::error_handler_t::replace);
}

MessageHandler::MessageHandler(GameManager& games, std::shared_ptr<GameWatcher> watcher, SolveManager* solves,
                               Lobby* lobby)
    : games_(games), solves_(solves), lobby_(lobby), self_(watcher.get()), watcher_(watcher) {}

MessageHandler::~MessageHandler() {
  // Its seeks go with it: nobody could be told that one was accepted.
  if (lobby_ != nullptr) lobby_->leave(self_);
  // A page that goes away does not want its solve any more: free the worker for others.
  if (solve_) solve_->cancel();
  if (!game_.empty()) games_.leave(game_, watcher_.lock().get());
}

void MessageHandler::solve(const json& message, const std::shared_ptr<GameWatcher>& watcher) {
  if (solves_ == nullptr) throw GameError("this server does not solve problems");
  const auto it = message.find("text");
  if (it == message.end()) throw GameError("missing \"text\"");
  if (!it->is_string()) throw GameError("\"text\" must be a string");
  if (solve_ && !solve_->finished())
    throw GameError("a solve is already running on this page: cancel it or wait for its end");
  solve_ = solves_->start(it->get<std::string>(), watcher);
}

bool MessageHandler::lobby_message(const std::string& type, const json& message,
                                   const std::shared_ptr<GameWatcher>& watcher) {
  if (type != "lobby" && type != "seek" && type != "unseek" && type != "accept") return false;
  if (lobby_ == nullptr) throw GameError("this server has no lobby");
  if (type == "lobby") {
    lobby_->subscribe(watcher);
  } else if (type == "seek") {
    const std::string variant = text_field(message, "variant");
    const std::optional<Colour> side = side_field(message, "colour");
    const TimeControl time_control = time_control_field(message);
    const std::string nickname = nickname_field(message);
    const std::string id = lobby_->post(watcher, variant, side, time_control, nickname);
    watcher->send(json{{"type", "seek-posted"}, {"seek", id}}.dump());
  } else if (type == "unseek") {
    lobby_->withdraw(watcher.get(), text_field(message, "seek"));
  } else {
    lobby_->accept(watcher, text_field(message, "seek"), nickname_field(message));
  }
  return true;
}

void MessageHandler::switch_to(const std::string& id) {
  if (!game_.empty() && game_ != id) games_.leave(game_, watcher_.lock().get());
  game_ = id;
  seat_.clear();
}

void MessageHandler::handle(std::string_view text) {
  const std::shared_ptr<GameWatcher> watcher = watcher_.lock();
  if (!watcher) return;
  try {
    const auto too_long = [&text](const std::string& limit) {
      return GameError("message too long (" + std::to_string(text.size()) + " bytes, at most " + limit + ")");
    };
    if (text.size() > kMaxSolveMessageBytes)
      throw too_long(std::to_string(kMaxMessageBytes) + ", or " + std::to_string(kMaxSolveMessageBytes) +
                     " for a solve");
    const json message = json::parse(text, nullptr, false);
    // Only a message that carries a problem text (a solve, a diagram, a replay) may be longer than
    // kMaxMessageBytes.
    const bool is_solve =
        message.is_object() && message.contains("type") &&
        (message["type"] == "solve" || message["type"] == "diagram" || message["type"] == "replay");
    if (text.size() > kMaxMessageBytes && !is_solve) throw too_long(std::to_string(kMaxMessageBytes));
    if (message.is_discarded()) throw GameError("bad JSON");
    if (!message.is_object()) throw GameError("a message must be a JSON object");
    const std::string type = text_field(message, "type");
    if (type == "solve") {
      solve(message, watcher);
      return;
    }
    if (type == "cancel") {
      if (!solve_ || solve_->finished()) throw GameError("no solve is running on this page");
      solve_->cancel();
      return;
    }
    if (type == "catalogue") {
      watcher->send(workbench_catalogue().dump(-1, ' ', false, json::error_handler_t::replace));
      return;
    }
    if (type == "stipulation") {
      watcher->send(check_stipulation(text_field(message, "text"))
                        .dump(-1, ' ', false, json::error_handler_t::replace));
      return;
    }
    if (type == "diagram" || type == "replay") {
      const auto it = message.find("text");
      if (it == message.end()) throw GameError("missing \"text\"");
      if (!it->is_string()) throw GameError("\"text\" must be a string");
      const std::string& problem_text = it->get_ref<const std::string&>();
      if (problem_text.size() > kMaxProblemTextBytes)
        throw GameError("the problem text is too long (" + std::to_string(problem_text.size()) +
                        " bytes, at most " + std::to_string(kMaxProblemTextBytes) + ")");
      // What the reader or the replay refuses is the answer's "error" (the page shows it beside the text
      // or the line); a malformed request is an error line as any other.
      int problem = 1;
      std::string twin;
      const std::string* line = nullptr;
      if (type == "replay") {
        if (message.contains("problem")) {
          if (!message["problem"].is_number_integer() || message["problem"].get<int64_t>() < 1 ||
              message["problem"].get<int64_t>() > 10000)
            throw GameError("bad \"problem\" (a number from 1)");
          problem = static_cast<int>(message["problem"].get<int64_t>());
        }
        twin = message.contains("twin") ? text_field(message, "twin") : "";
        const auto field = message.find("line");
        if (field == message.end()) throw GameError("missing \"line\"");
        if (!field->is_string()) throw GameError("\"line\" must be a string");
        line = &field->get_ref<const std::string&>();
      }
      json answer;
      try {
        answer =
            type == "diagram" ? read_diagram(problem_text) : replay_line(problem_text, problem, twin, *line);
      } catch (const GameError& e) {
        answer = {{"type", type}, {"error", e.what()}};
      }
      // An "id" the page chose comes back, so it can tell answers to old requests from the latest.
      if (message.contains("id") && message["id"].is_number_integer()) answer["id"] = message["id"];
      watcher->send(answer.dump(-1, ' ', false, json::error_handler_t::replace));
      return;
    }
    if (type == "ping") {
      watcher->send(json{{"type", "pong"}}.dump());
      return;
    }
    if (lobby_message(type, message, watcher)) return;
    if (type == "new" && message.contains("friend")) {
      // A game between friends: "friend" is the side the creator takes.
      const std::string variant = text_field(message, "variant");
      const std::optional<Colour> creator_side = side_field(message, "friend");
      const TimeControl time_control = time_control_field(message);
      const std::string nickname = nickname_field(message);
      switch_to("");
      auto [id, seat] = games_.create_between_friends(variant, creator_side, watcher, time_control, nickname);
      switch_to(id);
      seat_ = std::move(seat.token);
      return;
    }
    if (type == "new") {
      const std::string variant = text_field(message, "variant");
      const std::string side = message.contains("engine") ? text_field(message, "engine") : "black";
      const std::optional<play::EngineSide> engine_side = play::parse_engine_side(side);
      if (!engine_side || *engine_side == play::EngineSide::Both)
        throw GameError("bad \"engine\" (white, black or none)");
      int level = 2;
      if (message.contains("level")) {
        if (!message["level"].is_number_integer()) throw GameError("\"level\" must be an integer");
        const auto value = message["level"].get<int64_t>();
        if (value < kMinLevel || value > kMaxLevel)
          throw GameError("bad level (" + std::to_string(kMinLevel) + " to " + std::to_string(kMaxLevel) +
                          ")");
        level = static_cast<int>(value);
      }
      const TimeControl time_control = time_control_field(message);
      if (time_control.correspondence())
        throw GameError(
            "correspondence (\"days\") is for games between two players: a friend or the lobby's seeks");
      // Leave the old game first: its states must not reach this page once the new one is on screen.
      switch_to("");
      switch_to(games_.create(variant, *engine_side, level, watcher, time_control));
      return;
    }
    if (type != "join" && type != "move" && type != "takeback" && type != "analysis")
      throw GameError(
          "unknown message type \"" + type +
          "\" (known: new, join, move, takeback, analysis, ping, solve, cancel, catalogue, stipulation, "
          "diagram, replay, lobby, seek, unseek, accept)");
    const std::string id = text_field(message, "game");
    if (type == "join") {
      const std::string seat = message.contains("seat") ? text_field(message, "seat") : "";
      games_.join(id, watcher, seat, nickname_field(message));
      switch_to(id);
      seat_ = seat;
      return;
    }
    if (game_.empty()) throw GameError("no game yet: send \"new\" or \"join\" first");
    if (id != game_) throw GameError("game " + id + " is not the game this connection plays");
    if (type == "move") {
      games_.move(id, text_field(message, "move"), seat_);
    } else if (type == "analysis") {
      const auto on = message.find("on");
      if (on == message.end() || !on->is_boolean()) throw GameError("\"on\" must be true or false");
      games_.analysis(id, watcher, on->get<bool>());
    } else {
      games_.take_back(id);
    }
  } catch (const std::exception& e) {
    // GameError and StoreError are meant for the person; anything else is still one line, and the
    // connection goes on.
    watcher->send(error_message(e.what()));
  }
}

}  // namespace nightrider::web
