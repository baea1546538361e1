#include "conditions/movers/gravitation.h"

#include <memory>

#include "conditions/registry.h"
#include "core/position.h"
#include "rules/rules.h"

namespace nightrider::conditions {

namespace {

// Where the unit that makes `m` (of `mover`'s side) steps back to after it, or none: not a king, not a
// pawn (a promoting pawn moved as one), not from its side's first rank, not onto a hole.
Square gravitation_step_back(const Position& pos, const Rules& rules, const Move& m, Piece unit, Colour mover) {
  if (m.kind == MoveKind::Null || !unit.is_unit() || m.promotion != PieceKind::None) return Square::none();
  const PieceDef& def = rules.def(unit.kind());
  if (def.royal || def.pawn) return Square::none();
  const Square back = pos.geometry().offset(m.to, 0, mover == Colour::White ? -1 : 1);
  if (back.is_none() || pos.at(back).is_hole()) return Square::none();
  return back;
}

}  // namespace

bool Gravitation::admits(const Position& pos, const Rules& rules, const Move& m) const {
  const Square back = gravitation_step_back(pos, rules, m, pos.at(m.from), pos.side_to_move());
  if (back.is_none() || back == m.from) return true;
  const Piece there = pos.at(back);
  return !(there.is_unit() && rules.def(there.kind()).royal);
}

void Gravitation::after_move(Position& pos, const Rules& rules, const Move& m) const {
  const Colour mover = pos.side_to_move();
  const Piece unit = pos.at(m.to);
  // (Only the unit that moved, still where it arrived: the one that made the move's primary step.)
  if (!unit.is_unit() || (unit.colour() != mover && unit.colour() != Colour::Neutral)) return;
  const Square back = gravitation_step_back(pos, rules, m, unit, mover);
  if (back.is_none()) return;
  if (pos.at(back).is_unit()) {
    if (rules.def(pos.at(back).kind()).royal) return;  // (admits refused it; a side effect may have put one)
    pos.remove(back, reason(ReasonRole::Displacement));
    pos.reset_halfmove_clock();
  }
  pos.relocate(m.to, back, reason(ReasonRole::Displacement));
}

void apply_gravitation(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("Gravitation", arguments);
  rules.add_module(std::make_unique<Gravitation>());
}

const ConditionEntry& gravitation_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Gravitation", .fr = "Gravitation", .de = "Gravitation", .seeds = {{"Gravitation", {}}}},
      .apply = &apply_gravitation,
  };
  return entry;
}

}  // namespace nightrider::conditions
