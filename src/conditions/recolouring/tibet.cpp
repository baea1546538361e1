#include "conditions/recolouring/tibet.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/circe/super_circe.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

void Tibet::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null || m.kind == MoveKind::Castle || !m.is_capture()) return;
  const Colour mover = pos.side_to_move();
  if (!both_sides_ && mover != Colour::Black) return;
  const Piece captured = captured_unit(pos).first;
  if (!captured.is_unit()) return;
  // (Popeye compares the walk on the arrival square with the captured unit's.)
  const Piece arrived = pos.at(m.to);
  if (!arrived.is_unit() || arrived.kind() == captured.kind()) return;
  // Where the mover stands now: on its arrival square, unless a rule moved it on (AntiCirce).
  Square square = m.to;
  for (const Effect& e : pos.last_side_effects())
    if (e.kind == EffectKind::Relocate && e.from == square) square = e.to;
  const Piece unit = pos.at(square);
  if (!unit.is_unit() || rules.def(unit.kind()).royal || (unit.attributes() & kAttributeRoyal) ||
      unit.colour() == Colour::Neutral)
    return;
  const Colour other = opposite(mover);
  if (unit.colour() == other) return;
  pos.change(square, unit.with_colour(other), EffectReason::SideChange);
}

namespace {
void apply_tibet_rule(Rules& rules, const std::vector<std::string>& arguments, bool both_sides) {
  const char* keyword = both_sides ? "DoubleTibet" : "Tibet";
  rules.exclude(
      kCapabilityMoverGoesOn, keyword,
      "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  expect_no_arguments(keyword, arguments);
  rules.claim("the side of a moving unit", keyword, true);  // (shared: not beside MagicSquares)
  rules.add_module(std::make_unique<Tibet>(both_sides));
}
}  // namespace

void apply_tibet(Rules& rules, const std::vector<std::string>& arguments) {
  apply_tibet_rule(rules, arguments, false);
}

void apply_double_tibet(Rules& rules, const std::vector<std::string>& arguments) {
  apply_tibet_rule(rules, arguments, true);
}

const ConditionEntry& tibet_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Tibet", .fr = "Tibet", .de = "TibetSchach", .seeds = {}},
      .apply = &apply_tibet,
      .order = 3,  // (after the Circe family's rebirths, as Andernach)
  };
  return entry;
}

const ConditionEntry& double_tibet_condition() {
  static const ConditionEntry entry{
      .names = {.en = "DoubleTibet", .fr = "DoubleTibet", .de = "DoppeltibetSchach", .seeds = {}},
      .apply = &apply_double_tibet,
      .order = 3,
  };
  return entry;
}

}  // namespace nightrider::conditions
