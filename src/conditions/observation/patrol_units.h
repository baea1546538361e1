// Patrol units (Popeye's piece attribute `Patrol`, French and German `Patrouille`; core/types.h
// kAttributePatrol): Patrouille's rule (conditions/observation/ultra_patrol.h) for the marked units
// alone. Such a unit, a king too, takes (en passant included) only while a unit of its side observes
// it, and its observations (check included) count only then; its other moves, and the other units, are
// free. The mark goes with the unit, as Popeye's flag does.
#pragma once

#include "conditions/condition_entry.h"
#include "conditions/observation/ultra_patrol.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class PatrolUnits final : public RuleModule {
 public:
  const char* name() const override { return "patrol units"; }
  unsigned hooks() const override { return kHookFilter | kHookObservation; }
  ObservationLevel observation_level() const override { return ObservationLevel::Observation; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;

 private:
  UltraPatrol rule_{true};  // (its test whether a unit of a side observes a square)
};

constexpr bool is_patrol(Piece p) { return (p.attributes() & kAttributePatrol) != 0; }

// The piece attribute Patrol (Popeye: Patrol, Patrouille, Patrouille). Not on a neutral unit (which side
// supports it is not modelled).
const AttributeEntry& patrol_attribute();

}  // namespace nightrider::conditions
