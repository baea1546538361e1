// Disparate (Popeye's `Disparate`; conditions/disparate.c read for its rules): a unit of the kind the
// opponent has just moved may neither move nor observe (so it gives no check), as long as that move is
// the last one played. The kind and side of the unit just moved are the move marker (hashed, in the
// FEN's rule-state field), so the rule follows from the position; the null move of a threat or of a
// series' pass leaves none, as Popeye's threats and series have no disparate effect.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"

namespace nightrider::conditions {

class Disparate final : public RuleModule {
 public:
  const char* name() const override { return "Disparate"; }
  unsigned hooks() const override { return kHookFilter | kHookAfterMove | kHookObservation; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool after_move_changes_board() const override { return false; }  // the marker only
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  ObservationLevel observation_level() const override { return ObservationLevel::Observer; }
};

void apply_disparate(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& disparate_condition();

}  // namespace nightrider::conditions
