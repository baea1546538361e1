#include "web/game.h"

#include <algorithm>
#include <cctype>

#include "notation/board_text.h"
#include "notation/effect_notes.h"
#include "notation/fen.h"
#include "notation/move_text.h"
#include "notation/pgn.h"
#include "pieces/piece_def.h"
#include "variants/variants.h"
#include "web/move_words.h"

namespace nightrider::web {
namespace {

std::string colour_name(Colour c) { return c == Colour::White ? "White" : "Black"; }

}  // namespace

nlohmann::json move_effects(const Position& after, const Move& move) {
  using nlohmann::json;
  const Geometry& geo = after.geometry();
  // Each note becomes one entry, except that a unit taken and then put back elsewhere (a Circe
  // rebirth) is one arrow from where it was taken to where it is, not a capture and an appearance.
  struct Entry {
    json item;
    Piece removed;  // the unit a "capture" took off, until a later note puts it back
  };
  std::vector<Entry> entries;
  auto arrow = [&](const char* kind, Square from, Square to) {
    return json{{"kind", kind}, {"from", geo.name(from)}, {"to", geo.name(to)}};
  };
  auto rebirth = [](const EffectNote& n) {
    return n.reason.role == ReasonRole::Rebirth || n.reason.role == ReasonRole::CapturerRebirth;
  };
  // A unit that went from `from` to `to`: a rebirth, the mover's partner in a swap, or a displacement.
  auto moved = [&](const EffectNote& n, Square from, Square to) {
    return arrow(rebirth(n) ? "rebirth" : from == move.to && to == move.from ? "swap" : "displace", from, to);
  };
  auto changes_kind = [](const EffectNote& n) {
    Piece before = n.unit;
    for (const Piece p : n.then) {
      if (p.kind() != before.kind()) return true;
      before = p;
    }
    return false;
  };
  const auto effects = after.last_effects();
  for (const EffectNote& n : effect_notes(effects, effects.size() - after.last_side_effects().size())) {
    switch (n.kind) {
      case EffectNote::Kind::Remove:
        entries.push_back({{{"kind", "capture"}, {"square", geo.name(n.from)}}, n.unit});
        break;
      case EffectNote::Kind::Swap:
        entries.push_back({moved(n, n.from, n.to), Piece()});
        break;
      case EffectNote::Kind::Go:
      case EffectNote::Kind::GoUnder:
        // The mover's own step is the last move, which the board marks already.
        if (n.own_step || n.from == n.to) break;
        entries.push_back({moved(n, n.from, n.to), Piece()});
        if (changes_kind(n)) entries.push_back({{{"kind", "change"}, {"square", geo.name(n.to)}}, Piece()});
        break;
      case EffectNote::Kind::Exchange:
        entries.push_back({arrow("swap", n.from, n.to), Piece()});
        break;
      case EffectNote::Kind::Appear: {
        const auto taken = std::find_if(entries.rbegin(), entries.rend(), [&](const Entry& x) {
          return x.item["kind"] == "capture" && x.removed == n.unit;
        });
        if (taken == entries.rend()) {
          entries.push_back(
              {{{"kind", rebirth(n) ? "rebirth" : "appear"}, {"square", geo.name(n.to)}}, Piece()});
        } else {
          const Square from = *geo.parse(taken->item["square"].get<std::string>());
          entries.erase(std::next(taken).base());
          entries.push_back({moved(n, from, n.to), Piece()});
        }
        if (changes_kind(n)) entries.push_back({{{"kind", "change"}, {"square", geo.name(n.to)}}, Piece()});
        break;
      }
      case EffectNote::Kind::Change:
        if (n.unit.kind() != n.previous.kind())
          entries.push_back({{{"kind", "change"}, {"square", geo.name(n.to)}}, Piece()});
        break;
      case EffectNote::Kind::WaitUnder:
      case EffectNote::Kind::Detour:
        break;
    }
  }
  json list = json::array();
  for (Entry& entry : entries) list.push_back(std::move(entry.item));
  return list;
}

namespace {

// A piece of text quoted in an error: short and without control characters, so the error stays one line.
std::string shown_text(std::string_view s) {
  std::string t;
  for (char c : s.substr(0, 40)) t += std::iscntrl(static_cast<unsigned char>(c)) != 0 ? '?' : c;
  if (s.size() > 40) t += "…";
  return "'" + t + "'";
}

}  // namespace

EngineStrength engine_strength(int level) {
  switch (level) {
    case 1:
      return {2, 100, 2};
    case 2:
      return {8, 300, 0};
    case 3:
      return {14, 700, 0};
    case 4:
      return {20, 1500, 0};
    case 5:
      return {20, 4000, 0};
    default:
      throw GameError("bad level " + std::to_string(level) + " (" + std::to_string(kMinLevel) + " to " +
                      std::to_string(kMaxLevel) + ")");
  }
}

std::string engine_side_name(play::EngineSide side) {
  switch (side) {
    case play::EngineSide::White:
      return "white";
    case play::EngineSide::Black:
      return "black";
    case play::EngineSide::Both:
      return "both";
    case play::EngineSide::None:
      break;
  }
  return "none";
}

bool valid_game_id(std::string_view id) {
  return id.size() == 16 && std::all_of(id.begin(), id.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
         });
}

bool valid_seat_token(std::string_view token) {
  return token.size() == 32 && std::all_of(token.begin(), token.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
         });
}

Game::Game(GameRecord record, std::shared_ptr<const Rules> rules, Position start)
    : record_(std::move(record)), rules_(std::move(rules)), start_(start), pos_(std::move(start)) {}

Game Game::start(std::string id, std::string_view variant, play::EngineSide engine_side, int level,
                 TimeControl time_control) {
  std::shared_ptr<const Rules> rules = make_variant(variant);
  if (!rules)
    throw GameError(variant.find('+') != std::string_view::npos && variant.size() <= 200
                        ? variant_error(variant)
                        : "unknown variant " + shown_text(variant) + " (known: " + variant_names() + ")");
  if (engine_side == play::EngineSide::Both) throw GameError("the engine cannot play both sides here");
  engine_strength(level);  // throws for a bad level
  GameRecord record;
  record.id = std::move(id);
  record.variant = rules->name();
  record.start_fen = rules->start_fen();
  record.engine_side = engine_side;
  record.level = level;
  if (time_control.initial_ms < 0 || time_control.increment_ms < 0 ||
      time_control.initial_ms > kMaxClockMinutes * 60000 ||
      time_control.increment_ms > kMaxIncrementSeconds * 1000 || time_control.days_per_move < 0 ||
      time_control.days_per_move > kMaxDaysPerMove || (time_control.timed() && time_control.correspondence()))
    throw GameError("bad time control");
  record.time_control = time_control;
  if (time_control.timed()) record.clocks.push_back({time_control.initial_ms, time_control.initial_ms});
  Position start = start_position(*rules);
  return Game(std::move(record), std::move(rules), std::move(start));
}

Game Game::start_between_friends(std::string id, std::string_view variant, std::string white_seat,
                                 std::string black_seat, Colour host, TimeControl time_control) {
  if (!valid_seat_token(white_seat) || !valid_seat_token(black_seat) || white_seat == black_seat)
    throw GameError("bad seat tokens");
  Game game = start(std::move(id), variant, play::EngineSide::None, 2, time_control);
  game.record_.white_seat = std::move(white_seat);
  game.record_.black_seat = std::move(black_seat);
  game.record_.host = host;
  return game;
}

Game Game::replay(const GameRecord& record) {
  std::shared_ptr<const Rules> rules = make_variant(record.variant);
  if (!rules) throw GameError("game " + record.id + ": unknown variant " + shown_text(record.variant));
  Position start = [&] {
    try {
      return parse_fen(*rules, record.start_fen);
    } catch (const FenError& e) {
      throw GameError("game " + record.id + ": " + e.what());
    }
  }();
  GameRecord empty = record;
  empty.moves.clear();
  empty.flagged.reset();
  empty.clocks.clear();
  if (record.time_control.timed())
    empty.clocks.push_back({record.time_control.initial_ms, record.time_control.initial_ms});
  Game game(std::move(empty), std::move(rules), std::move(start));
  for (const std::string& move : record.moves) game.play(move);
  // The stored times, when there is one per move and the start; otherwise (a record from before the
  // clocks) the replay's, which counted no time.
  if (record.time_control.timed() && record.clocks.size() == record.moves.size() + 1)
    game.record_.clocks = record.clocks;
  game.record_.flagged = record.flagged;
  return game;
}

bool Game::engine_plays(Colour side) const {
  switch (record_.engine_side) {
    case play::EngineSide::White:
      return side == Colour::White;
    case play::EngineSide::Black:
      return side == Colour::Black;
    case play::EngineSide::Both:
      return true;
    case play::EngineSide::None:
      break;
  }
  return false;
}

Outcome Game::outcome() {
  if (record_.flagged) {
    const int days = record_.time_control.days_per_move;
    return {*record_.flagged == Colour::White ? Result::BlackWins : Result::WhiteWins,
            colour_name(*record_.flagged) +
                (days > 0 ? " did not move within " + std::to_string(days) + (days == 1 ? " day" : " days")
                          : "'s time is up")};
  }
  return rules_->outcome(pos_, true);
}

bool Game::clock_running() { return record_.time_control.timed() && !move_list_.empty() && !over(); }

bool Game::time_is_up(int64_t elapsed_ms) {
  return clock_running() && elapsed_ms >= clocks().of(pos_.side_to_move());
}

bool Game::correspondence_running() {
  return record_.time_control.correspondence() && !move_list_.empty() && !over();
}

void Game::flag_fall() {
  const Colour side = pos_.side_to_move();
  if (clock_running()) {
    record_.clocks.back().of(side) = 0;
    record_.flagged = side;
  } else if (correspondence_running()) {
    record_.flagged = side;
  }
}

bool Game::engine_to_move() { return engine_plays(pos_.side_to_move()) && !over(); }

void Game::play(std::string_view text, int64_t elapsed_ms) {
  if (over()) throw GameError("the game is over");
  const std::optional<Move> move = parse_move(*rules_, pos_, text);
  if (!move) throw GameError("illegal move " + shown_text(text));
  play(*move, elapsed_ms);
}

void Game::play(const Move& move, int64_t elapsed_ms) {
  if (record_.time_control.timed()) {
    ClockReading now = clocks();
    // Before White's first move no clock runs.
    if (!move_list_.empty()) now.of(pos_.side_to_move()) -= std::max<int64_t>(0, elapsed_ms);
    now.of(pos_.side_to_move()) += record_.time_control.increment_ms;
    record_.clocks.push_back(now);
  }
  PlayedMove played;
  played.uci = to_uci(*rules_, pos_, move);
  played.san = to_san(*rules_, pos_, move);
  rules_->play(pos_, move);
  played.description = describe_move(*rules_, pos_, played.san, "en");
  played.effects = move_effects(pos_, move);
  move_list_.push_back(move);
  record_.moves.push_back(played.uci);
  played_.push_back(std::move(played));
}

size_t Game::take_back() {
  if (move_list_.empty()) throw GameError("nothing to take back");
  if (record_.flagged) throw GameError("the game is over: the time is up");
  size_t count = 1;
  if (record_.engine_side == play::EngineSide::White || record_.engine_side == play::EngineSide::Black) {
    // The person's last move and every engine reply after it.
    Position replay = start_;
    std::optional<size_t> last;
    for (size_t i = 0; i < move_list_.size(); ++i) {
      if (!engine_plays(replay.side_to_move())) last = i;
      rules_->play(replay, move_list_[i]);
    }
    if (!last) throw GameError("nothing to take back: you have not moved yet");
    count = move_list_.size() - *last;
  }
  for (size_t i = 0; i < count; ++i) {
    rules_->undo(pos_);
    move_list_.pop_back();
    record_.moves.pop_back();
    played_.pop_back();
    if (record_.time_control.timed()) record_.clocks.pop_back();
  }
  return count;
}

nlohmann::json Game::state(int64_t elapsed_ms) {
  using nlohmann::json;
  const Geometry& geo = pos_.geometry();
  json legal = json::array();
  const Outcome end = outcome();
  if (end.result == Result::Ongoing) {
    MoveList list;
    rules_->legal_moves(pos_, list);
    for (const Move& m : list) {
      if (m.from.is_none() || m.to.is_none()) continue;
      legal.push_back({{"from", geo.name(m.from)},
                       {"to", geo.name(m.to)},
                       {"uci", to_uci(*rules_, pos_, m)},
                       {"san", to_san(*rules_, pos_, m)}});
    }
  }
  json moves = json::array();
  for (const PlayedMove& m : played_)
    moves.push_back({{"uci", m.uci}, {"san", m.san}, {"text", m.description}});
  json last = nullptr;
  if (!move_list_.empty() && move_list_.back().from.is_some() && move_list_.back().to.is_some())
    last = json::array({geo.name(move_list_.back().from), geo.name(move_list_.back().to)});
  json result = nullptr;
  if (end.result != Result::Ongoing)
    result = {{"score", result_string(end.result)}, {"text", play::announcement(*rules_, pos_, end)}};
  const Colour side = pos_.side_to_move();
  json clock = nullptr;
  if (record_.time_control.timed()) {
    ClockReading shown = clocks();
    const bool running = clock_running();
    if (running) shown.of(side) = std::max<int64_t>(0, shown.of(side) - std::max<int64_t>(0, elapsed_ms));
    clock = {{"white", shown.white_ms},
             {"black", shown.black_ms},
             {"running", running ? json(side == Colour::White ? "white" : "black") : json(nullptr)},
             {"initial", record_.time_control.initial_ms},
             {"increment", record_.time_control.increment_ms}};
  }
  json correspondence = nullptr;
  if (record_.time_control.correspondence()) {
    const bool running = correspondence_running();
    correspondence = {{"days", record_.time_control.days_per_move},
                      {"running", running ? json(side == Colour::White ? "white" : "black") : json(nullptr)},
                      {"deadline", running ? json(deadline()) : json(nullptr)}};
  }
  json players = nullptr;
  if (record_.between_friends()) players = {{"white", record_.white_name}, {"black", record_.black_name}};
  return {{"game", record_.id},
          {"variant", record_.variant},
          {"files", geo.width()},
          {"ranks", geo.height()},
          {"ring", geo.in_region(Square(0, 0), kRegionEdge)},  // Rococo's edge ring, drawn apart
          {"fen", to_fen(*rules_, pos_)},
          {"turn", side == Colour::White ? "white" : "black"},
          {"check", end.result == Result::Ongoing && rules_->in_check(pos_, side)},
          {"engine", engine_side_name(record_.engine_side)},
          {"level", record_.level},
          {"friends", record_.between_friends()},
          {"legend", piece_legend(*rules_, pos_)},
          {"legal", std::move(legal)},
          {"moves", std::move(moves)},
          {"last", std::move(last)},
          {"effects", played_.empty() ? json::array() : played_.back().effects},
          {"result", std::move(result)},
          {"clock", std::move(clock)},
          {"correspondence", std::move(correspondence)},
          {"players", std::move(players)}};
}

std::string Game::pgn() {
  PgnHeader header;
  header.event = "Nightrider web game";
  header.site = "Nightrider";
  header.date = pgn_date_today();
  header.white = engine_plays(Colour::White)  ? "Nightrider"
                 : record_.white_name.empty() ? "Player"
                                              : record_.white_name;
  header.black = engine_plays(Colour::Black)  ? "Nightrider"
                 : record_.black_name.empty() ? "Player"
                                              : record_.black_name;
  return write_pgn(*rules_, start_, move_list_, header, outcome().result);
}

}  // namespace nightrider::web
