#include "conditions/transmutation/relegation.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

void Relegation::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null || m.kind == MoveKind::Castle || !m.to.is_some()) return;
  const Piece mover = pos.at(m.to);
  if (!mover.is_unit() || rules.def(mover.kind()).pawn) return;
  if (mover.kind() == PieceKind::King || mover.kind() == PieceKind::Poseidon ||
      (mover.attributes() & kAttributeRoyal))
    return;
  if (pos.geometry().relative_rank(m.to, pos.side_to_move()) != 1) return;
  pos.change(m.to, mover.with_kind(PieceKind::Pawn), reason(ReasonRole::KindChange));
}

void apply_relegation(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("RelegationChess", arguments);
  rules.exclude(
      kCapabilityMoverGoesOn, "RelegationChess",
      "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  rules.add_module(std::make_unique<Relegation>());
}

const ConditionEntry& relegation_condition() {
  static const ConditionEntry entry{
      .names = {.en = "RelegationChess", .fr = "Degradierung", .de = "Degradierung", .seeds = {}},
      .apply = &apply_relegation,
      .order = -1,  // before the Circe family's rebirths (AntiCirce's capturer too), as in Popeye
  };
  return entry;
}

}  // namespace nightrider::conditions
