#include "conditions/recolouring/darkside.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

void DarkSide::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null || m.kind == MoveKind::Castle) return;
  // Where the move's own action took its unit (a second step of the move too).
  const auto all = pos.last_effects();
  const auto primary = all.first(all.size() - pos.last_side_effects().size());
  Square arrival = m.from;
  for (const Effect& e : primary)
    if (e.kind == EffectKind::Relocate && e.from == arrival) arrival = e.to;
  if (arrival == m.from) return;
  const Colour mover = pos.side_to_move();
  const Piece unit = pos.at(arrival);
  if (!unit.is_unit() || unit.colour() != mover || rules.def(unit.kind()).royal ||
      (unit.attributes() & kAttributeRoyal))
    return;
  const int half = pos.geometry().height() / 2;
  const bool enemy_half = mover == Colour::White ? arrival.rank() >= half : arrival.rank() < half;
  if (enemy_half) pos.change(arrival, unit.with_colour(opposite(mover)), EffectReason::SideChange);
}

void apply_darkside(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("DarkSide", arguments);
  rules.exclude(kCapabilityMoverGoesOn, "DarkSide",
                "the side change of a unit whose move goes on is not supported yet");
  rules.exclude(kCapabilityCapturerSentOn, "DarkSide",
                "the side change of a capturer sent on from its arrival square is not supported yet");
  rules.claim("the side of a moving unit", "DarkSide", true);
  rules.add_module(std::make_unique<DarkSide>());
}

const ConditionEntry& darkside_condition() {
  static const ConditionEntry entry{
      .names = {.en = "DarkSide", .fr = "DarkSide", .de = "DarkSide", .seeds = {}},
      .apply = &apply_darkside,
      .refuses_neutral_units = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
