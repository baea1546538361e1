#include "conditions/royal/kobul_kings.h"

#include <memory>
#include <stdexcept>

#include "conditions/circe/super_circe.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

void KobulKings::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null) return;
  const auto [captured, where] = captured_unit(pos);
  if (!captured.is_unit()) return;
  const Colour loser = opposite(pos.side_to_move());
  if (only_ != Colour::None && only_ != loser) return;
  const Square royal = pos.king(loser);
  if (royal.is_none()) return;
  const Piece before = pos.at(royal);
  if (!before.is_unit()) return;
  const PieceKind kind = rules.def(captured.kind()).pawn ? PieceKind::King : captured.kind();
  // The captured unit's attributes, the royal unit's side and royalty (a king is royal by its kind).
  PieceAttributes attributes = static_cast<PieceAttributes>(captured.attributes() & ~kAttributeRoyal);
  if (!rules.def(kind).royal) attributes = static_cast<PieceAttributes>(attributes | kAttributeRoyal);
  const Piece after(kind, before.colour(), attributes);
  if (after != before) pos.change(royal, after, EffectReason::KindChange);
}

void apply_kobul_kings(Rules& rules, const std::vector<std::string>& arguments) {
  const Colour only = one_side_argument("KobulKings", arguments);
  rules.add_module(std::make_unique<KobulKings>(only));
}

const ConditionEntry& kobul_kings_condition() {
  static const ConditionEntry entry{
      .names = {.en = "KobulKings", .fr = "RoisKobul", .de = "KobulKoenige", .seeds = {}},
      .apply = &apply_kobul_kings,
      .order = -1,  // before the Circe family and the side changes, as in Popeye
  };
  return entry;
}

}  // namespace nightrider::conditions
