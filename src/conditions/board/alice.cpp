#include "conditions/board/alice.h"

#include <algorithm>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

constexpr Piece on_other_board(Piece p) {
  return Piece(p.kind(), p.colour(), p.attributes() ^ kAttributeAliceB);
}

// The effects of the move being played (or just played) that are its own action, not side effects.
std::span<const Effect> primary_effects(const Position& pos) {
  const auto all = pos.last_effects();
  return all.first(all.size() - pos.last_side_effects().size());
}

}  // namespace

bool AliceChess::admits(const Position& pos, const Rules& /*rules*/, const Move& m) const {
  if (m.kind == MoveKind::Null) return true;
  const bool board = on_board_b(pos.at(m.from));
  // (Generated on its own board, the other's units set aside: a unit there still fills the square.)
  auto elsewhere = [&](Square s) {
    const Piece p = pos.at(s);
    return p.is_unit() && on_board_b(p) != board;
  };
  if (elsewhere(m.to)) return false;
  if (m.kind == MoveKind::Castle) return !elsewhere(m.aux2_square());  // (the rook's arrival)
  if (m.kind == MoveKind::EnPassant) return !elsewhere(m.aux_square()) && pos.at(m.aux_square()).is_unit();
  return true;
}

void AliceChess::after_move(Position& pos, const Rules& /*rules*/, const Move& /*m*/) const {
  // Every unit the move's own action moved (castling's two) goes over to the other board.
  Square arrivals[4];
  int count = 0;
  for (const Effect& e : primary_effects(pos))
    if (e.kind == EffectKind::Relocate && count < 4) arrivals[count++] = e.to;
  for (int i = 0; i < count; ++i) {
    const Piece unit = pos.at(arrivals[i]);
    if (unit.is_unit()) pos.change(arrivals[i], on_other_board(unit), reason(ReasonRole::BoardChange));
  }
}

std::optional<bool> AliceChess::in_check(const Position& pos, const Rules& rules, Colour side) const {
  const Square king = pos.king(side);
  if (king.is_none()) return std::nullopt;
  // Only the units of the king's board: the others are set aside for the while and put back exactly.
  const bool board = on_board_b(pos.at(king));
  Position& scratch = const_cast<Position&>(pos);
  Position::Aside aside;
  pos.occupied().for_each([&](Square s) {
    const Piece p = pos.at(s);
    if (p.is_unit() && on_board_b(p) != board) scratch.set_aside(aside, s);
  });
  const bool answer = rules.in_check_after(pos, side, this);
  scratch.put_back(aside);
  return answer;
}

bool AliceChess::legal_after(const Position& pos, const Rules& rules, Colour mover) const {
  // A king that moved must not stand in check on the board it moved on either: asked with it put back
  // there for the while.
  const auto royals = pos.royals(mover);
  for (const Effect& e : primary_effects(pos)) {
    if (e.kind != EffectKind::Relocate || std::find(royals.begin(), royals.end(), e.to) == royals.end())
      continue;
    Position& scratch = const_cast<Position&>(pos);
    Position::Aside aside;
    scratch.set_aside(aside, e.to, on_other_board(pos.at(e.to)));
    const bool check = rules.in_check(pos, mover);
    scratch.put_back(aside);
    if (check) return false;
  }
  return true;
}

namespace {

void add_alice(Rules& rules) {
  if (rules.provider(kCapabilityTwoBoards)) return;  // (the condition and the attributes bring it once)
  // The variant's own modules stay; any other rule beside two boards is not modelled (Rules::add_module
  // refuses those that come after).
  for (const auto& module : rules.modules()) {
    const std::string_view name = module->name();
    if (name != "castling" && name != "draw rules")
      throw std::invalid_argument(std::string("AliceChess cannot be combined with ") + module->name() +
                                  ": its rule on two boards is not supported yet");
  }
  rules.provide(kCapabilityTwoBoards, "AliceChess");
  rules.add_module(std::make_unique<AliceChess>());
}

}  // namespace

void apply_alice(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("AliceChess", arguments);
  add_alice(rules);
}

const ConditionEntry& alice_condition() {
  static const ConditionEntry entry{
      .names = {.en = "AliceChess", .fr = "Alice", .de = "AliceSchach", .seeds = {}},
      .apply = &apply_alice,
      .refuses_neutral_units = true,
  };
  return entry;
}

const AttributeEntry& alice_a_attribute() {
  static const AttributeEntry entry{.en = "AliceA",
                                    .fr = "AliceA",
                                    .de = "AliceA",
                                    .bit = 0,
                                    .after_conditions = &add_alice,
                                    .allows_neutral = false};
  return entry;
}

const AttributeEntry& alice_b_attribute() {
  static const AttributeEntry entry{.en = "AliceB",
                                    .fr = "AliceB",
                                    .de = "AliceB",
                                    .bit = kAttributeAliceB,
                                    .after_conditions = &add_alice,
                                    .allows_neutral = false};
  return entry;
}

}  // namespace nightrider::conditions
