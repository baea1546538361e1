#include "conditions/circe/equipollents.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/circe/circe.h"
#include "conditions/circe/reborn_promotion.h"
#include "conditions/circe/super_circe.h"

namespace nightrider::conditions {
namespace {

constexpr int kPromotionBits = 4;  // 0: none, else 1 + the index of the promotion kind

}  // namespace

Square equipollents_square(const Geometry& geo, Square capture, Square from, Square to) {
  return geo.offset(capture, to.file() - from.file(), to.rank() - from.rank());
}

// --- Equipollents Circe: the captured unit goes on -------------------------------------------------

void EquipollentsCirce::choices(const Position& after, const Rules& rules, const Move& m,
                                std::vector<uint32_t>& values) const {
  const auto [unit, where] = captured_unit(after);
  if (where.is_none() || rules.def(unit.kind()).royal) {
    values.push_back(0);
    return;
  }
  const Square rebirth = equipollents_square(after.geometry(), where, m.from, m.to);
  if (rebirth.is_none() || !after.at(rebirth).is_empty()) {
    values.push_back(0);
    return;
  }
  reborn_promotion_choices(rules, after.geometry(), unit, unit.colour(), rebirth, slot_, values);
}

void EquipollentsCirce::after_move(Position& pos, const Rules& rules, const Move& m) const {
  const auto [unit, where] = captured_unit(pos);
  if (where.is_none() || rules.def(unit.kind()).royal) return;  // (kings are not reborn)
  const Square rebirth = equipollents_square(pos.geometry(), where, m.from, m.to);
  if (rebirth.is_none() || !pos.at(rebirth).is_empty()) return;  // the unit disappears
  pos.add(rebirth, unit, reason(ReasonRole::Rebirth), captured_unit_origin(pos));
  promote_reborn(pos, rules, slot_, m, rebirth, reason(ReasonRole::Rebirth));
}

// --- Equipollents AntiCirce: the capturer goes on --------------------------------------------------

bool EquipollentsAntiCirce::allows(const Position& pos, Square rebirth) const {
  // (The square is never one the capture empties: it lies beyond the capture square.)
  return rebirth.is_some() && (volcanic_ || pos.at(rebirth).is_empty());
}

bool EquipollentsAntiCirce::admits(const Position& pos, const Rules&, const Move& m) const {
  return !m.is_capture() || allows(pos, equipollents_square(pos.geometry(), m.to, m.from, m.to));
}

void EquipollentsAntiCirce::choices(const Position& after, const Rules& rules, const Move& m,
                                    std::vector<uint32_t>& values) const {
  const Square rebirth =
      m.is_capture() ? equipollents_square(after.geometry(), m.to, m.from, m.to) : Square::none();
  if (rebirth.is_none()) {
    values.push_back(0);
    return;
  }
  reborn_promotion_choices(rules, after.geometry(), after.at(m.to), after.at(m.to).colour(), rebirth, slot_,
                           values);
}

void EquipollentsAntiCirce::after_move(Position& pos, const Rules& rules, const Move& m) const {
  const Square rebirth =
      m.is_capture() ? equipollents_square(pos.geometry(), m.to, m.from, m.to) : Square::none();
  if (rebirth.is_none()) {
    // (Off the board: the filter refused such a capture.)
  } else if (pos.at(rebirth).is_empty()) {
    pos.relocate(m.to, rebirth, reason(ReasonRole::CapturerRebirth));
    promote_reborn(pos, rules, slot_, m, rebirth, reason(ReasonRole::CapturerRebirth));
  } else if (volcanic_) {  // it waits under the occupied square, as it would stand there
    const Piece reborn = promoted_reborn(rules, slot_, m, pos.at(m.to));
    pos.remove(m.to, reason(ReasonRole::CapturerRebirth));
    pos.bury(rebirth, reborn, reason(ReasonRole::CapturerRebirth));
  }
  if (volcanic_) bring_back_uncovered(pos);
}

std::optional<bool> EquipollentsAntiCirce::in_check(const Position& pos, const Rules& rules, Colour c) const {
  const Square king = pos.king(c);
  if (king.is_none()) return false;
  // Taking the king is a check only where the capturer's square beyond it is on the board and empty
  // (or occupied, under Volcanic).
  // (A pawn taking on its last rank promotes first and would go off the board.)
  return rules.is_attacked_if(pos, king, opposite(c), ObservationPurpose::Check, [&](Square from) {
    return allows(pos, equipollents_square(pos.geometry(), king, from, king));
  });
}

void apply_equipollents_circe(Rules& rules) {
  rules.exclude(kCapabilityMoverGoesOn, "Circe Equipollents", "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  rules.params().pawns_on_first_rank = true;  // a rebirth may put one there; it steps on from there
  rules.provide(kCapabilityRulePlacedPromotion, "Circe Equipollents");
  rules.add_module(
      std::make_unique<EquipollentsCirce>(rules.reserve_choice("Equipollents Circe", kPromotionBits)));
}

void apply_equipollents_anticirce(Rules& rules, bool volcanic) {
  rules.exclude(kCapabilityMoverGoesOn, "AntiCirce Equipollents", "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  rules.provide(kCapabilityRulePlacedPromotion, "AntiCirce Equipollents");
  rules.add_module(std::make_unique<EquipollentsAntiCirce>(
      rules.reserve_choice("Equipollents AntiCirce", kPromotionBits), volcanic));
}

}  // namespace nightrider::conditions
