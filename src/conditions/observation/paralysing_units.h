// Paralysing units (Popeye's piece attribute `Paralysing`, German `Paralysierend`, core/types.h
// kAttributeParalysing), as Popeye plays them:
//  - an enemy unit that a paralysing unit observes (its capturing walk, judged at the geometry level
//    only) is paralysed: it cannot move and observes nothing (it gives no check); kings too;
//  - a paralysing unit never captures and observes nothing itself (it gives no check), but it still
//    paralyses when it is paralysed;
//  - a side whose units with moves are all paralysed (counting the moves paralysis takes away, by the
//    units' walks: castling is not counted) is stalemated, not mated, even in check: for the goals its
//    being in check does not count.
// The last point is answered through the check hook for the side to move only, so the check rule on
// the side that has just moved is the ordinary one.
#pragma once

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class ParalysingUnits final : public RuleModule {
 public:
  const char* name() const override { return "paralysing units"; }
  unsigned hooks() const override { return kHookFilter | kHookObservation | kHookCheck; }
  ObservationLevel observation_level() const override { return ObservationLevel::Observer; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour side) const override;

  // Is the unit on `square` observed by a paralysing enemy unit?
  static bool paralysed(const Position& pos, const Rules& rules, Square square);
  // Does `side` (to move) have pseudo-legal moves, all of them by paralysed units?
  static bool suffocated(const Position& pos, const Rules& rules, Colour side);
};

constexpr bool is_paralysing(Piece p) { return (p.attributes() & kAttributeParalysing) != 0; }

// The piece attribute Paralysing (Popeye: Paralysing, Paralysante, Paralysierend): its module joins the
// rule set before the conditions (it answers the check test before any condition's own definition of
// check). Not on a neutral unit: whom it paralyses, and whether it is paralysed, is not modelled.
const AttributeEntry& paralysing_attribute();

}  // namespace nightrider::conditions
