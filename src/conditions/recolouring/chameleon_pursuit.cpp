#include "conditions/recolouring/chameleon_pursuit.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/obligations/synchronous_movers.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

void ChameleonPursuit::after_move(Position& pos, const Rules& rules, const Move& m) const {
  const uint16_t before = pos.move_marker_before();
  if (m.kind != MoveKind::Null && m.kind != MoveKind::Castle && before != 0 &&
      m.to == Square::from_index(before >> 8)) {
    // Where the mover stands now: on its arrival square, unless a rule moved it on (AntiCirce).
    Square square = m.to;
    for (const Effect& e : pos.last_side_effects())
      if (e.kind == EffectKind::Relocate && e.from == square) square = e.to;
    const Piece unit = pos.at(square);
    const Colour other = opposite(pos.side_to_move());
    if (unit.is_unit() && !rules.def(unit.kind()).royal && !(unit.attributes() & kAttributeRoyal) &&
        unit.colour() != Colour::Neutral && unit.colour() != other) {
      pos.change(square, unit.with_colour(other), reason(ReasonRole::SideChange));
      // A pawn that stepped twice and changed side cannot be taken en passant by its new side.
      if (m.kind == MoveKind::DoubleStep) pos.set_move_en_passant(Square::none(), Square::none());
    }
  }
  mark_move_just_played(pos, m);
}

void apply_chameleon_pursuit(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityMoverGoesOn, "ChameleonPursuit",
                "the arrival of a move whose unit goes on from its arrival square is not supported yet");
  expect_no_arguments("ChameleonPursuit", arguments);
  rules.claim("the move marker", "ChameleonPursuit", true);  // (written as the synchronous movers write it)
  rules.params().move_marker_in_fen = true;
  rules.add_module(std::make_unique<ChameleonPursuit>());
}

const ConditionEntry& chameleon_pursuit_condition() {
  static const ConditionEntry entry{
      .names = {.en = "ChameleonPursuit",
                .fr = "CameleonPoursuite",
                .de = "ChamaeleonVerfolgung",
                .seeds = {}},
      .apply = &apply_chameleon_pursuit,
      .order = 3,  // after the Circe family's rebirths, as Andernach
  };
  return entry;
}

}  // namespace nightrider::conditions
