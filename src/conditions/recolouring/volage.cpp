#include "conditions/recolouring/volage.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {
void Volage::change_side(Position& pos, const Rules& rules, Square square, Colour to_side) const {
  const Piece unit = pos.at(square);
  if (!unit.is_unit() || unit.colour() == Colour::Neutral || unit.colour() == to_side) return;
  if (rules.def(unit.kind()).royal || (unit.attributes() & kAttributeRoyal)) return;
  if (!every_time_ && (unit.attributes() & kAttributeSpent)) return;
  const PieceAttributes attributes =
      every_time_ ? unit.attributes() : static_cast<PieceAttributes>(unit.attributes() | kAttributeSpent);
  pos.change(square, Piece(unit.kind(), to_side, attributes), EffectReason::SideChange);
}

void Volage::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null || m.kind == MoveKind::Castle) return;
  const Colour mover_side = pos.side_to_move();
  // First the units Circe brought back, each against the square it was taken on, as Popeye does it
  // right after the rebirth.
  const Square taken_on = m.kind == MoveKind::EnPassant ? m.aux_square() : m.to;
  Square mover_square = m.to;
  std::vector<Square> reborn;
  for (const Effect& e : pos.last_side_effects()) {
    if (e.kind == EffectKind::Add && e.reason.role == ReasonRole::Rebirth) reborn.push_back(e.from);
    if (e.kind == EffectKind::Relocate && e.from == mover_square) mover_square = e.to;
  }
  for (Square s : reborn)
    if (Geometry::is_light(s) != Geometry::is_light(taken_on)) change_side(pos, rules, s, opposite(pos.at(s).colour()));
  // Then the unit that moved, where it ends.
  if (Geometry::is_light(m.from) != Geometry::is_light(mover_square)) change_side(pos, rules, mover_square, opposite(mover_side));
}

void apply_volage(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityMoverGoesOn, "Volage", "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  expect_no_arguments("Volage", arguments);
  rules.claim("the side of a moving unit", "Volage", true);  // (shared: not beside MagicSquares)
  rules.claim("the units' spent mark", "Volage");            // (PAD chess marks units with it too)
  rules.add_module(std::make_unique<Volage>(false));
}

void apply_hypervolage(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityMoverGoesOn, "Hypervolage", "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  expect_no_arguments("Hypervolage", arguments);
  rules.claim("the side of a moving unit", "Hypervolage", true);
  rules.add_module(std::make_unique<Volage>(true));
}

// (Order 3: after Circe's rebirths, which it recolours, whichever is written first.)
const ConditionEntry& volage_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Volage", .fr = "Volage", .de = "Volage", .seeds = {{"Volage", {}}}},
      .apply = &apply_volage,
      .order = 3,
  };
  return entry;
}

const ConditionEntry& hypervolage_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Hypervolage", .fr = "Hypervolage", .de = "Hypervolage", .seeds = {}},
      .apply = &apply_hypervolage,
      .order = 3,
  };
  return entry;
}

}  // namespace nightrider::conditions
