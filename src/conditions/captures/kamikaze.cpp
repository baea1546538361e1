#include "conditions/captures/kamikaze.h"

#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

void KamikazeUnits::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  const auto& kinds = rules.params().promotion_kinds;
  if (kinds.empty()) return;
  for (Square s : pos.geometry().squares()) {
    const Piece p = pos.at(s);
    if (!p.is_unit() || p.colour() != pos.side_to_move() || !rules.def(p.kind()).pawn || !is_kamikaze(p)) continue;
    MoveList own;
    rules.generate_walk_moves(pos, s, own);
    for (Move m : own)
      if (m.is_capture() && m.promotion == kinds.front()) {
        m.promotion = PieceKind::None;
        out.push(m);
      }
  }
}

bool KamikazeUnits::admits(const Position& pos, const Rules& rules, const Move& m) const {
  const Piece mover = pos.at(m.from);
  if (!m.is_capture() || !is_kamikaze(mover)) return true;
  if (rules.def(mover.kind()).royal) return false;
  return circe_ || m.promotion == PieceKind::None;  // (it leaves unpromoted: generate())
}

void KamikazeUnits::after_move(Position& pos, const Rules&, const Move& m) const {
  if (m.is_capture() && pos.at(m.to).is_unit() && is_kamikaze(pos.at(m.to)))
    pos.remove(m.to, EffectReason::Move);
}

void apply_kamikaze(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityMoverGoesOn, "Kamikaze", "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  expect_no_arguments("Kamikaze", arguments);
  rules.exclude(kCapabilityKamikazeRebirth, "Kamikaze",
                "sending every capturer to its rebirth square is not supported yet");
  rules.claim("what becomes of a capturer", "Kamikaze");
  rules.add_module(std::make_unique<KamikazeUnits>(false, true));
}

void add_kamikaze_units(Rules& rules) {
  rules.exclude(kCapabilityMoverGoesOn, "Kamikaze", "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  rules.add_module(std::make_unique<KamikazeUnits>(rules.provider(kCapabilityKamikazeRebirth) != nullptr));
}

const ConditionEntry& kamikaze_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Kamikaze",
                .fr = "Kamikaze",
                .de = "Kamikaze",
                .seeds = {{"Kamikaze Rex Inclusiv", {}}}},
      .apply = &apply_kamikaze,
  };
  return entry;
}

const AttributeEntry& kamikaze_attribute() {
  static const AttributeEntry entry{.en = "Kamikaze",
                                    .fr = "Kamikaze",
                                    .de = "Kamikaze",
                                    .bit = kAttributeKamikaze,
                                    .after_conditions = &add_kamikaze_units};
  return entry;
}

}  // namespace nightrider::conditions
