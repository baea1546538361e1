#include "conditions/obligations/duellists.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

Square Duellists::duellist(const Position& pos, Colour side) const {
  const int base = first_flag_ + (side == Colour::White ? 0 : 8);
  int value = 0;
  for (int b = 0; b < 8; ++b) value |= pos.rule_flag(base + b) ? 1 << b : 0;
  return value == 0 ? Square::none() : Square::from_index(static_cast<uint8_t>(value - 1));
}

void Duellists::after_move(Position& pos, const Rules&, const Move& m) const {
  const Colour mover = pos.side_to_move();
  if (mover == Colour::Neutral || m.kind == MoveKind::Null) return;
  // The moved unit, followed through the side effects that moved it on.
  Square at = m.to;
  for (const Effect& e : pos.last_side_effects())
    if (e.kind == EffectKind::Relocate && e.from == at) at = e.to;
  const int value = at.index() + 1;
  const int base = first_flag_ + (mover == Colour::White ? 0 : 8);
  for (int b = 0; b < 8; ++b) {
    const bool on = (value >> b) & 1;
    if (pos.rule_flag(base + b) != on) pos.set_rule_flag(base + b, on);
  }
}

void Duellists::restrict(Position& pos, const Rules&, MoveList& moves) const {
  const Square d = duellist(pos, pos.side_to_move());
  if (d.is_none()) return;
  bool any = false;
  for (const Move& m : moves) any = any || m.from == d;
  if (!any) return;
  MoveList kept;
  for (const Move& m : moves)
    if (m.from == d) kept.push(m);
  moves = kept;
}

void apply_duellists(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityMoverGoesOn, "DuellistChess", "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  expect_no_arguments("DuellistChess", arguments);
  rules.claim("the duellists", "DuellistChess");
  rules.add_module(std::make_unique<Duellists>(rules.reserve_flags("DuellistChess", 16)));
}

const ConditionEntry& duellists_condition() {
  static const ConditionEntry entry{
      .names = {.en = "DuellistChess", .fr = "Duelliste", .de = "Duellantenschach", .seeds = {}},
      .apply = &apply_duellists,
  };
  return entry;
}

}  // namespace nightrider::conditions
