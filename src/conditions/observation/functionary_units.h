// Functionary units (Popeye's piece attribute `Functionary`, French `Fonctionnaire`, German `Beamtet`;
// core/types.h kAttributeFunctionary): FunctionaryChess's rule (conditions/observation/functionary.h)
// for the marked units alone. Such a unit, a king too, moves, takes and observes (so checks) only while
// an enemy unit observes it; the other units are free. The mark goes with the unit (a promoted pawn
// keeps it, a reborn unit too), as Popeye's flag does.
#pragma once

#include "conditions/condition_entry.h"
#include "conditions/observation/functionary.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class FunctionaryUnits final : public RuleModule {
 public:
  const char* name() const override { return "functionary units"; }
  unsigned hooks() const override { return kHookFilter | kHookObservation; }
  ObservationLevel observation_level() const override { return ObservationLevel::Observation; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  // (Attacks on the units only.)
  bool judges_units_alone() const override { return true; }

 private:
  Functionary rule_;  // (its test whether an enemy unit observes a square)
};

constexpr bool is_functionary(Piece p) { return (p.attributes() & kAttributeFunctionary) != 0; }

// The piece attribute Functionary (Popeye: Functionary, Fonctionnaire, Beamtet). Not on a neutral unit
// (FunctionaryChess refuses them too: not compared with Popeye).
const AttributeEntry& functionary_attribute();

}  // namespace nightrider::conditions
