#include "conditions/movers/all_in_chess.h"

#include <memory>

#include "conditions/registry.h"

namespace nightrider::conditions {
namespace {

// The marker of a move from `from` to `to` (never 0: the two squares differ).
uint16_t take_back_marker(Square from, Square to) {
  return static_cast<uint16_t>(from.index() << 8 | to.index());
}

}  // namespace

bool TakeBackBan::admits(const Position& pos, const Rules&, const Move& m) const {
  return m.kind != MoveKind::Normal || m.is_capture() || pos.move_marker() != take_back_marker(m.to, m.from);
}

void TakeBackBan::after_move(Position& pos, const Rules&, const Move& m) const {
  if (m.kind != MoveKind::Normal || m.is_capture() || m.promotion != PieceKind::None) return;
  const auto effects = pos.last_effects();
  if (effects.empty() || effects.front().kind != EffectKind::Relocate) return;
  // (A unit changed or carried off by a side effect is no longer the one that moved.)
  if (pos.at(m.to) != effects.front().piece) return;
  pos.set_move_marker(take_back_marker(m.from, m.to));
}

bool SameMoverBan::admits(const Position& pos, const Rules&, const Move& m) const {
  return pos.move_marker() == 0 || m.from != Square::from_index(pos.move_marker() & 0xFF);
}

void SameMoverBan::after_move(Position& pos, const Rules&, const Move& m) const {
  if (m.kind == MoveKind::Null || m.from == m.to) return;
  // The unit that moved (the relocation from its square; a capture removes its victim first), where it
  // ended, promoted or not; a unit carried off has nothing to wait for.
  for (const Effect& e : pos.last_effects()) {
    if (e.kind != EffectKind::Relocate || e.from != m.from) continue;
    if (pos.at(m.to).is_unit() && pos.at(m.to).colour() == e.piece.colour())
      pos.set_move_marker(take_back_marker(m.from, m.to));
    return;
  }
}

void apply_mainly_in_chess(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("MainlyInChess", arguments);
  rules.claim("whose units a side moves", "MainlyInChess");
  rules.claim("the move marker", "MainlyInChess");
  rules.params().movable_units = MovableUnits::Both;
  rules.params().move_marker_in_fen = true;
  rules.add_module(std::make_unique<SameMoverBan>());
}

void apply_all_in_chess(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("AllInChess", arguments);
  rules.claim("whose units a side moves", "AllInChess");
  rules.claim("the move marker", "AllInChess");
  rules.params().movable_units = MovableUnits::Both;
  rules.params().move_marker_in_fen = true;
  rules.add_module(std::make_unique<TakeBackBan>());
}

void apply_half_in_chess(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("HalfInChess", arguments);
  rules.claim("whose units a side moves", "HalfInChess");
  rules.params().movable_units = MovableUnits::Enemy;
}

}  // namespace nightrider::conditions
