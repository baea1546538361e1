#include "conditions/observation/paralysing_units.h"

#include <algorithm>
#include <memory>

#include "conditions/capabilities.h"
#include "conditions/walks/lent_walk_observers.h"

namespace nightrider::conditions {

bool ParalysingUnits::paralysed(const Position& pos, const Rules& rules, Square square) {
  const Piece p = pos.at(square);
  if (!p.is_unit() || p.colour() == Colour::Neutral) return false;
  // (At the observer level: only the geometry hooks judge a paralysing observation, so a paralysed
  // paralysing unit still paralyses and this test never asks itself.)
  return attacked_with_lent_walks(pos, rules, square, opposite(p.colour()), ObservationPurpose::Paralysis,
                                  ObservationLevel::Observer,
                                  [&pos](Square from) { return is_paralysing(pos.at(from)); });
}

bool ParalysingUnits::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null) return true;
  if (m.is_capture() && is_paralysing(pos.at(m.from))) return false;
  return !paralysed(pos, rules, m.from);
}

bool ParalysingUnits::observation_allowed(const Position& pos, const Rules& rules,
                                          const Observation& o) const {
  return !is_paralysing(pos.at(o.from)) && !paralysed(pos, rules, o.from);
}

bool ParalysingUnits::suffocated(const Position& pos, const Rules& rules, Colour side) {
  if (side != pos.side_to_move()) return false;
  bool any_paralysed = false;
  MoveList moves;
  for (Square s : pos.geometry().squares()) {
    const Piece p = pos.at(s);
    if (!p.is_unit() || p.colour() != side) continue;
    moves.clear();
    rules.generate_walk_moves(pos, s, moves);
    // (A paralysing unit's captures are no moves of it.)
    const bool moves_at_all = std::any_of(
        moves.begin(), moves.end(), [&](const Move& m) { return !(m.is_capture() && is_paralysing(p)); });
    if (!moves_at_all) continue;
    if (!paralysed(pos, rules, s)) return false;
    any_paralysed = true;
  }
  return any_paralysed;
}

std::optional<bool> ParalysingUnits::in_check(const Position& pos, const Rules& rules, Colour side) const {
  if (side != pos.side_to_move()) return std::nullopt;
  return rules.in_check_after(pos, side, this) && !suffocated(pos, rules, side);
}

namespace {
void add_paralysing_units_first(Rules& rules) {
  rules.exclude(
      kCapabilityWalksLentUnreadByObservationTests, "Paralysing",
      "observations with walks lent by other units than the one behind (Annan) are not supported yet");
  rules.add_module(std::make_unique<ParalysingUnits>());
}
}  // namespace

const AttributeEntry& paralysing_attribute() {
  static const AttributeEntry entry{.en = "Paralysing",
                                    .fr = "Paralysante",
                                    .de = "Paralysierend",
                                    .bit = kAttributeParalysing,
                                    .before_conditions = &add_paralysing_units_first,
                                    .allows_neutral = false};
  return entry;
}

}  // namespace nightrider::conditions
