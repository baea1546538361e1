#include "conditions/recolouring/andernach.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

void Andernach::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null || m.kind == MoveKind::Castle) return;
  if (m.is_capture() == anti_) return;
  // Where the mover stands now: on its arrival square, unless a rule moved it on (AntiCirce).
  Square square = m.to;
  for (const Effect& e : pos.last_side_effects())
    if (e.kind == EffectKind::Relocate && e.from == square) square = e.to;
  const Piece unit = pos.at(square);
  if (!unit.is_unit() || rules.def(unit.kind()).royal || (unit.attributes() & kAttributeRoyal) ||
      unit.colour() == Colour::Neutral)
    return;  // (royal units never change side: Popeye tests the Royal flag, a royal unit has it)
  const Colour other = opposite(pos.side_to_move());
  if (unit.colour() == other) return;
  pos.change(square, unit.with_colour(other), EffectReason::SideChange);
  // A pawn that stepped twice and changed side cannot be taken en passant by its new side.
  if (m.kind == MoveKind::DoubleStep) pos.set_move_en_passant(Square::none(), Square::none());
}

void apply_andernach(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityMoverGoesOn, "AndernachChess", "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  expect_no_arguments("AndernachChess", arguments);
  rules.claim("the side of a moving unit", "AndernachChess", true);  // (shared: not beside MagicSquares)
  rules.add_module(std::make_unique<Andernach>(false));
}

void apply_anti_andernach(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityMoverGoesOn, "AntiAndernachChess", "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  expect_no_arguments("AntiAndernachChess", arguments);
  rules.claim("the side of a moving unit", "AntiAndernachChess", true);
  rules.add_module(std::make_unique<Andernach>(true));
}

const ConditionEntry& andernach_condition() {
  static const ConditionEntry entry{
      .names = {.en = "AndernachChess", .fr = "EchecsAndernach", .de = "AndernachSchach", .seeds = {}},
      .apply = &apply_andernach,
      // After the Circe family's rebirths, as in Popeye: an AntiCirce capturer is reborn as the side it
      // took for, then changes side there ("[wSc2->b1=b]").
      .order = 3,
  };
  return entry;
}

const ConditionEntry& anti_andernach_condition() {
  static const ConditionEntry entry{
      .names = {.en = "AntiAndernachChess",
                .fr = "EchecsAntiAndernach",
                .de = "AntiAndernachSchach",
                .seeds = {{"Anti-Andernach", {}}}},
      .apply = &apply_anti_andernach,
      .order = 3,
  };
  return entry;
}

}  // namespace nightrider::conditions
