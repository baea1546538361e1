#include "conditions/movers/all_in_chess.h"

#include <memory>
#include <utility>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {
namespace {

// The marker of a move from `from` to `to` (never 0: the two squares differ).
uint16_t take_back_marker(Square from, Square to) {
  return static_cast<uint16_t>(from.index() << 8 | to.index());
}

// The unit the move's primary action moved (the relocation from its square; a capture removes its
// victim first), or no unit.
Piece moved_unit(const Position& pos, const Move& m) {
  for (const Effect& e : pos.last_effects())
    if (e.kind == EffectKind::Relocate && e.from == m.from) return e.piece;
  return Piece();
}

// All-in-Chess and Mainly-in-Chess: either side's units move, and the move just played is the marker
// that `ban` reads.
void both_sides_move(Rules& rules, const char* name, std::unique_ptr<RuleModule> ban) {
  rules.claim("whose units a side moves", name);
  rules.claim("the move marker", name);
  rules.params().movable_units = MovableUnits::Both;
  rules.params().move_marker_in_fen = true;
  rules.add_module(std::move(ban));
}

}  // namespace

bool TakeBackBan::admits(const Position& pos, const Rules&, const Move& m) const {
  return m.kind != MoveKind::Normal || m.is_capture() || pos.move_marker() != take_back_marker(m.to, m.from);
}

void TakeBackBan::after_move(Position& pos, const Rules&, const Move& m) const {
  if (m.kind != MoveKind::Normal || m.is_capture() || m.promotion != PieceKind::None) return;
  // (A unit changed or carried off by a side effect is no longer the one that moved.)
  const Piece moved = moved_unit(pos, m);
  if (moved.is_unit() && pos.at(m.to) == moved) pos.set_move_marker(take_back_marker(m.from, m.to));
}

bool SameMoverBan::admits(const Position& pos, const Rules&, const Move& m) const {
  return pos.move_marker() == 0 || m.from != Square::from_index(pos.move_marker() & 0xFF);
}

void SameMoverBan::after_move(Position& pos, const Rules&, const Move& m) const {
  if (m.kind == MoveKind::Null || m.from == m.to) return;
  // The unit that moved, where it ended, promoted or not; a unit carried off has nothing to wait for.
  const Piece moved = moved_unit(pos, m);
  if (moved.is_unit() && pos.at(m.to).is_unit() && pos.at(m.to).colour() == moved.colour())
    pos.set_move_marker(take_back_marker(m.from, m.to));
}

void apply_mainly_in_chess(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityMoverGoesOn, "MainlyInChess", "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  expect_no_arguments("MainlyInChess", arguments);
  both_sides_move(rules, "MainlyInChess", std::make_unique<SameMoverBan>());
}

void apply_all_in_chess(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityMoverGoesOn, "AllInChess", "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  expect_no_arguments("AllInChess", arguments);
  both_sides_move(rules, "AllInChess", std::make_unique<TakeBackBan>());
}

void apply_half_in_chess(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityMoverGoesOn, "HalfInChess", "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  expect_no_arguments("HalfInChess", arguments);
  rules.claim("whose units a side moves", "HalfInChess");
  rules.params().movable_units = MovableUnits::Enemy;
}

const ConditionEntry& all_in_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "AllInChess", .fr = "AllInChess", .de = "AllInChess", .seeds = {{"All-in-Chess", {}}}},
      .apply = &apply_all_in_chess,
  };
  return entry;
}

const ConditionEntry& half_in_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "HalfInChess", .fr = "HalfInChess", .de = "HalfInChess", .seeds = {}},
      .apply = &apply_half_in_chess,
  };
  return entry;
}

const ConditionEntry& mainly_in_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "MainlyInChess", .fr = "MainlyInChess", .de = "MainlyInChess", .seeds = {}},
      .apply = &apply_mainly_in_chess,
  };
  return entry;
}

}  // namespace nightrider::conditions
