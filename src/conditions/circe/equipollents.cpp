#include "conditions/circe/equipollents.h"

#include <memory>

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
  pos.add(rebirth, unit, EffectReason::Rebirth, captured_unit_origin(pos));
  promote_reborn(pos, rules, slot_, m, rebirth, EffectReason::Rebirth);
}

// --- Equipollents AntiCirce: the capturer goes on --------------------------------------------------

bool EquipollentsAntiCirce::admits(const Position& pos, const Rules&, const Move& m) const {
  if (!m.is_capture()) return true;
  // (The square is never one the capture empties: it lies beyond the capture square.)
  const Square rebirth = equipollents_square(pos.geometry(), m.to, m.from, m.to);
  return rebirth.is_some() && pos.at(rebirth).is_empty();
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
  if (!m.is_capture()) return;
  const Square rebirth = equipollents_square(pos.geometry(), m.to, m.from, m.to);
  if (rebirth.is_none() || !pos.at(rebirth).is_empty()) return;  // (the filter refused such a capture)
  pos.relocate(m.to, rebirth, EffectReason::CapturerRebirth);
  promote_reborn(pos, rules, slot_, m, rebirth, EffectReason::CapturerRebirth);
}

std::optional<bool> EquipollentsAntiCirce::in_check(const Position& pos, const Rules& rules, Colour c) const {
  const Square king = pos.king(c);
  if (king.is_none()) return false;
  // Taking the king is a check only where the capturer's square beyond it is on the board and empty.
  // (A pawn taking on its last rank promotes first and would go off the board.)
  return rules.is_attacked_if(pos, king, opposite(c), ObservationPurpose::Check, [&](Square from) {
    const Square rebirth = equipollents_square(pos.geometry(), king, from, king);
    return rebirth.is_some() && pos.at(rebirth).is_empty();
  });
}

void apply_equipollents_circe(Rules& rules) {
  rules.params().pawns_on_first_rank = true;  // a rebirth may put one there; it steps on from there
  rules.add_module(
      std::make_unique<EquipollentsCirce>(rules.reserve_choice("Equipollents Circe", kPromotionBits)));
}

void apply_equipollents_anticirce(Rules& rules) {
  rules.add_module(std::make_unique<EquipollentsAntiCirce>(
      rules.reserve_choice("Equipollents AntiCirce", kPromotionBits)));
}

}  // namespace nightrider::conditions
