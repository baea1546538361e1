#include "conditions/board/role_exchange.h"

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

#include "conditions/registry.h"

namespace nightrider::conditions {

int RoleExchange::used(const Position& pos) const {
  int count = 0;
  for (int bit = 0; bit < bits_; ++bit)
    if (pos.rule_flag(first_flag_ + bit)) count |= 1 << bit;
  return count;
}

void RoleExchange::generate(const Position& pos, const Rules&, MoveList& out) const {
  if (pos.side_to_move() != Colour::White) return;
  if (limit_ > 0 && used(pos) >= limit_) return;
  Move exchange;
  exchange.kind = MoveKind::Null;
  exchange.aux = kRoleExchangeMove;
  out.push(exchange);
}

namespace {

// The rules beside which the exchange was compared with Popeye (help play of ours, each rule's moves
// with the exchange among them): others are refused, as Popeye's board turn moves more than the units
// (Haan chess's holes, Imitator's marks, Ghost chess's ghosts waiting for their square) or was not seen.
bool role_exchange_compared_beside(std::string_view module) {
  static constexpr std::string_view kCompared[] = {
      "castling", "draw rules", "RoleExchange", "circe",   "anticirce", "madrasi",    "andernach", "volage",
      "patrol",   "messigny",   "sentinelles",  "isardam", "nocapture", "Maximummer", "Einstein"};
  return std::find(std::begin(kCompared), std::end(kCompared), module) != std::end(kCompared);
}

}  // namespace

void RoleExchange::diagram(Position& pos, const Rules& rules) const {
  for (const auto& module : rules.modules())
    if (!role_exchange_compared_beside(module->name()))
      throw std::invalid_argument(std::string("RoleExchange beside the rule \"") + module->name() +
                                  "\" is not supported yet");
  for (Square s : pos.geometry().squares())
    if (pos.has_right(s))
      throw std::invalid_argument("RoleExchange with castling rights is not supported yet");
}

std::optional<bool> RoleExchange::immobile(Position& pos, const Rules& rules) const {
  if (pos.side_to_move() != Colour::White) return std::nullopt;
  MoveList moves;
  rules.legal_moves(pos, moves);
  for (const Move& m : moves)
    if (!is_role_exchange(m)) return false;
  return true;
}

void RoleExchange::after_move(Position& pos, const Rules&, const Move& m) const {
  if (!is_role_exchange(m)) return;
  const Geometry& geo = pos.geometry();
  struct Moved {
    Square to;
    Piece unit;
    Square origin;
  };
  std::vector<Moved> units;
  for (Square s : geo.squares()) {
    const Piece unit = pos.at(s);
    pos.clear_right(s);  // (no king or rook stands on its home square after it)
    if (!unit.is_unit()) continue;
    const Square to = geo.offset(s, geo.width() - 1 - 2 * s.file(), geo.height() - 1 - 2 * s.rank());
    const Colour side = unit.colour() == Colour::Neutral ? Colour::Neutral : opposite(unit.colour());
    units.push_back({to, unit.with_colour(side), pos.origin(s)});
    pos.remove(s, reason(ReasonRole::Displacement));
  }
  for (const Moved& u : units) pos.add(u.to, u.unit, reason(ReasonRole::Displacement), u.origin);
  if (limit_ > 0) {
    const int now = used(pos) + 1;
    for (int bit = 0; bit < bits_; ++bit)
      if (pos.rule_flag(first_flag_ + bit) != (((now >> bit) & 1) != 0))
        pos.set_rule_flag(first_flag_ + bit, (now >> bit) & 1);
  }
}

void apply_role_exchange(Rules& rules, const std::vector<std::string>& arguments) {
  if (arguments.size() > 1) throw std::invalid_argument("RoleExchange takes one number at most");
  int limit = 0;
  if (!arguments.empty()) {
    const std::string& word = arguments.front();
    if (word.empty() || word.size() > 3 || word.find_first_not_of("0123456789") != std::string::npos)
      throw std::invalid_argument("RoleExchange " + word + ": a number of exchanges was expected");
    limit = std::stoi(word);
    if (limit < 1 || limit > 255)
      throw std::invalid_argument("RoleExchange " + word + ": 1 to 255 exchanges");
  }
  if (rules.geometry().width() != 8 || rules.geometry().height() != 8)
    throw std::invalid_argument("RoleExchange needs the 8x8 board");
  if (!rules.params().blocked_squares.empty())
    throw std::invalid_argument("RoleExchange beside blocked squares is not supported yet");
  int bits = 0, first_flag = 0;
  if (limit > 0) {
    while ((1 << bits) <= limit) ++bits;
    first_flag = rules.reserve_flags("RoleExchange", bits);
  }
  rules.add_module(std::make_unique<RoleExchange>(limit, first_flag, bits));
}

const ConditionEntry& role_exchange_condition() {
  static const ConditionEntry entry{
      .names = {.en = "RoleExchange", .fr = "EchangeRole", .de = "Rollentausch", .seeds = {}},
      .apply = &apply_role_exchange,
  };
  return entry;
}

}  // namespace nightrider::conditions
