#include "conditions/circe/danger_circe.h"

#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/circe/circe.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

Square danger_circe_square(const Position& pos, Square from, Colour mover) {
  // The square is the one Circe gives the unit when the other side takes it: a neutral unit counts as
  // the side moving it.
  const Piece unit = pos.at(from).with_colour(mover);
  const std::optional<Square> square = circe_rebirth_square(unit, from, /*kings=*/true);
  return square ? *square : Square::none();
}

void DangerCirce::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  const Colour mover = pos.side_to_move();
  const Colour enemy = opposite(mover);
  const size_t walks_end = out.size();
  auto add_move = [&](Square from) {
    const Square to = danger_circe_square(pos, from, mover);
    if (to.is_none() || to == from) return;
    const Piece there = pos.at(to);
    if (there.kind() == PieceKind::Hole) return;
    const bool capture = there.is_unit();
    if (capture && !Rules::movable_by(there, enemy)) return;  // (an own unit: no move)
    // (A square its own walk reaches too: in Popeye's problems two moves of the same text, as Popeye
    // generates them, each a refutation of its own (EXAMPLES/danger_circe.inp #9); in a game one move.)
    if (!twice_where_the_walk_reaches_)
      for (size_t i = 0; i < walks_end; ++i)
        if (out[i].from == from && out[i].to == to && out[i].kind == MoveKind::Normal &&
            out[i].promotion == PieceKind::None)
          return;
    if (!rules.is_attacked(pos, from, enemy)) return;
    Move m{from, to};
    if (capture) m.flags = kFlagCapture;
    out.push(m);
  };
  pos.units(mover).for_each(add_move);
  if (mover != Colour::Neutral) pos.units(Colour::Neutral).for_each(add_move);
}

std::optional<bool> DangerCirce::in_check(const Position& pos, const Rules& rules, Colour c) const {
  if (rules.in_check_after(pos, c, this)) return true;
  const std::span<const Square> kings = pos.royals(c);
  if (kings.empty()) return false;
  const Colour enemy = opposite(c);
  auto takes_a_king = [&](Square from) {
    const Square to = danger_circe_square(pos, from, enemy);
    if (to.is_none() || to == from) return false;
    bool on_king = false;
    for (const Square k : kings) on_king = on_king || k == to;
    return on_king && rules.is_attacked(pos, from, c);
  };
  return pos.units(enemy).any_of(takes_a_king) || pos.units(Colour::Neutral).any_of(takes_a_king);
}

void apply_danger_circe(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("DangerCirce", arguments);
  if (rules.geometry().width() != 8 || rules.geometry().height() != 8)
    throw std::invalid_argument("DangerCirce needs the 8x8 board");
  rules.provide(kCapabilityMovesToRebirthSquare, "DangerCirce");
  rules.claim("check", "DangerCirce", true);  // (it adds the captures on the rebirth squares to check)
  rules.add_module(
      std::make_unique<DangerCirce>(rules.provider(kCapabilityPopeyeProblemGeneration) != nullptr));
}

const ConditionEntry& danger_circe_condition() {
  static const ConditionEntry entry{
      .names = {.en = "DangerCirce", .fr = "CirceDanger", .de = "GefahrenCirce", .seeds = {}},
      .apply = &apply_danger_circe,
  };
  return entry;
}

}  // namespace nightrider::conditions
