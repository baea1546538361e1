#include "conditions/circe/super_circe.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/circe/reborn_promotion.h"
#include "pieces/promotion_order.h"

namespace nightrider::conditions {

std::pair<Piece, Square> captured_unit(const Position& after) {
  const auto all = after.last_effects();
  const size_t primary = all.size() - after.last_side_effects().size();
  for (size_t i = 0; i < primary; ++i)
    if (all[i].kind == EffectKind::Remove && all[i].piece.is_unit()) return {all[i].piece, all[i].from};
  return {Piece(), Square::none()};
}

Square captured_unit_origin(const Position& after) {
  const auto all = after.last_effects();
  const size_t primary = all.size() - after.last_side_effects().size();
  for (size_t i = 0; i < primary; ++i)
    if (all[i].kind == EffectKind::Remove && all[i].piece.is_unit()) return all[i].origin;
  return Square::none();
}

namespace {

// Circe Cage: would `unit`, put on the empty square `s` of `trial` (the board after the capture), have
// no legal move there but captures? (By its walk, as Popeye asks it: a pawn on its first rank steps; a
// move that leaves its own king in check does not free it.)
bool super_circe_caged(Position& trial, const Rules& rules, Square s, Piece unit) {
  trial.put(s, unit);
  MoveList moves;
  rules.generate_walk_moves(trial, s, moves);
  const bool free = std::any_of(moves.begin(), moves.end(), [&](const Move& m) {
    return !m.is_capture() &&
           rules.try_move(trial, m, [&](const Position& after) { return rules.legal_after_play(after, unit.colour()); },
                          /*primary_only=*/true);
  });
  trial.put(s, Piece());
  return !free;
}

Square chosen_square(uint32_t value) { return Square::from_index(static_cast<int>((value & 127) - 1)); }

// The kind a reborn pawn promotes to, if it does (value's bits 7-9).
PieceKind chosen_promotion(const Rules& rules, uint32_t value) {
  const uint32_t index = value >> 7;
  const auto& kinds = rules.params().promotion_kinds;
  return index == 0 || index > kinds.size() ? PieceKind::None : kinds[index - 1];
}

}  // namespace

void RebirthChoice::list(const Position& after, const Rules& rules, Piece unit, Square also, ChoiceSlot slot,
                         std::vector<uint32_t>& values) {
  const Geometry& geo = after.geometry();
  const auto& kinds = rules.params().promotion_kinds;
  for (Square s : geo.squares()) {
    if (!after.at(s).is_empty() && s != also) continue;
    const auto square = static_cast<uint32_t>(s.index() + 1);
    if (pawn_on_last_rank(rules, geo, unit, unit.colour(), s) && !kinds.empty()) {
      for (const size_t k : popeye_promotion_indices(kinds))
        values.push_back(slot.place(square | (k + 1) << 7));
    } else {
      values.push_back(slot.place(square));
    }
  }
}

void SuperCirce::choices(const Position& after, const Rules& rules, const Move&,
                         std::vector<uint32_t>& values) const {
  const auto [unit, where] = captured_unit(after);
  // Kings are not reborn (Rex Exclusiv), nor under April the unlisted walks; without a capture there is
  // nothing to choose.
  if (where.is_none() || rules.def(unit.kind()).royal || !april_.applies_to(unit.kind())) {
    values.push_back(0);
    return;
  }
  if (cage_) {
    const Geometry& geo = after.geometry();
    const auto& kinds = rules.params().promotion_kinds;
    Position trial = after;
    const size_t before = values.size();
    for (Square s : geo.squares()) {
      if (!after.at(s).is_empty()) continue;
      const auto square = static_cast<uint32_t>(s.index() + 1);
      if (pawn_on_last_rank(rules, geo, unit, unit.colour(), s) && !kinds.empty()) {
        for (const size_t k : popeye_promotion_indices(kinds))
          if (super_circe_caged(trial, rules, s, unit.with_kind(kinds[k])))
            values.push_back(slot_.place(square | (k + 1) << 7));
      } else if (super_circe_caged(trial, rules, s, unit)) {
        values.push_back(slot_.place(square));
      }
    }
    if (values.size() == before && !strict_) values.push_back(0);  // no cage: no rebirth
    return;
  }
  if (!strict_) values.push_back(0);  // no rebirth
  if (!replacement_) {
    RebirthChoice::list(after, rules, unit, Square::none(), slot_, values);
    return;
  }
  // A bishop keeps the colour of the square it was taken on; a pawn stays off the first and last ranks
  // (so it never promotes by its replacement).
  const Geometry& geo = after.geometry();
  const bool bishop = unit.kind() == PieceKind::Bishop;
  const bool pawn = rules.def(unit.kind()).pawn;
  const bool light = Geometry::is_light(where);
  for (Square s : geo.squares()) {
    if (!after.at(s).is_empty()) continue;
    if (bishop && Geometry::is_light(s) != light) continue;
    if (pawn && (s.rank() == 0 || s.rank() == geo.height() - 1)) continue;
    values.push_back(slot_.place(static_cast<uint32_t>(s.index() + 1)));
  }
}

void SuperCirce::after_move(Position& pos, const Rules& rules, const Move& m) const {
  const uint32_t value = slot_.get(m);
  if (value == 0) return;
  const Square rebirth = chosen_square(value);
  const Piece unit = captured_unit(pos).first;
  pos.add(rebirth, unit, reason(ReasonRole::Rebirth), captured_unit_origin(pos));
  if (const PieceKind promotion = chosen_promotion(rules, value); promotion != PieceKind::None)
    pos.change(rebirth, unit.with_kind(promotion), reason(ReasonRole::Rebirth));
}

void AntiSuperCirce::choices(const Position& after, const Rules& rules, const Move& m,
                             std::vector<uint32_t>& values) const {
  if (!m.is_capture() || !april_.applies_to(after.at(m.to).kind())) {
    values.push_back(0);
    return;
  }
  RebirthChoice::list(after, rules, after.at(m.to), cheylan_ ? Square::none() : m.to, slot_, values);
}

void AntiSuperCirce::after_move(Position& pos, const Rules& rules, const Move& m) const {
  const uint32_t value = slot_.get(m);
  if (value == 0) return;
  const Square rebirth = chosen_square(value);
  const Piece unit = pos.at(m.to);
  if (rebirth == m.to)
    pos.note_stay(m.to);
  else
    pos.relocate(m.to, rebirth, reason(ReasonRole::CapturerRebirth));
  if (const PieceKind promotion = chosen_promotion(rules, value); promotion != PieceKind::None)
    pos.change(rebirth, unit.with_kind(promotion), reason(ReasonRole::CapturerRebirth));
}

bool StillFirstRankPawns::admits(const Position& pos, const Rules& rules, const Move& m) const {
  const Piece p = pos.at(m.from);
  return !rules.def(p.kind()).pawn || pos.geometry().relative_rank(m.from, p.colour()) != 0;
}

bool StillFirstRankPawns::observation_allowed(const Position& pos, const Rules& rules,
                                              const Observation& o) const {
  const Piece p = pos.at(o.from);
  return !rules.def(p.kind()).pawn || pos.geometry().relative_rank(o.from, p.colour()) != 0;
}

namespace {
void add_still_pawns(Rules& rules, const char* owner) {
  if (rules.provider(kCapabilityStillFirstRankPawns)) return;  // (the other one added it)
  rules.provide(kCapabilityStillFirstRankPawns, owner);
  rules.params().pawns_on_first_rank = true;  // a rebirth may put one there
  rules.add_module(std::make_unique<StillFirstRankPawns>());
}
}  // namespace

void apply_super_circe(Rules& rules, bool strict, bool replacement, bool cage, const AprilWalks& april) {
  // (Optional Replacement puts no pawn there; Circe Cage's pawns on their first rank move and take, as
  // in Popeye.)
  if (!replacement && !cage) add_still_pawns(rules, "Super-Circe");
  if (cage) {
    rules.params().pawns_on_first_rank = true;
    rules.params().base_rank_pawns_still = false;
  }
  rules.provide(kCapabilityRulePlacedPromotion, "Super-Circe");
  rules.add_module(std::make_unique<SuperCirce>(rules.reserve_choice("Super-Circe", RebirthChoice::kBits),
                                                strict, replacement, cage, april));
}

void apply_anti_super_circe(Rules& rules, bool cheylan, const AprilWalks& april) {
  rules.exclude(kCapabilityMoverGoesOn, "Anti-Super-Circe", "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  add_still_pawns(rules, "Anti-Super-Circe");
  rules.provide(kCapabilityRulePlacedPromotion, "Anti-Super-Circe");
  rules.add_module(std::make_unique<AntiSuperCirce>(
      rules.reserve_choice("Anti-Super-Circe", RebirthChoice::kBits), cheylan, april));
}

}  // namespace nightrider::conditions
