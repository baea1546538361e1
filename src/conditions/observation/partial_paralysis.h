// Partial paralysis (Popeye `PartialParalysis`, French `ParalysePartielle`, German `PartielleParalyse`): a
// unit observed by an enemy unit may not move to, take on or observe (so check) a square that the
// observer's walk would reach from the unit's square: its moves are those of its walk less those of the
// walks observing it. As in Popeye (conditions/partial_paralysis.c): each enemy walk that observes the
// unit (judged by the geometry hooks alone, so the rule never asks itself) lends its moves from the
// unit's square, for the unit's side, on the board as it stands.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class PartialParalysis final : public RuleModule {
 public:
  const char* name() const override { return "PartialParalysis"; }
  unsigned hooks() const override { return kHookFilter | kHookObservation; }
  ObservationLevel observation_level() const override { return ObservationLevel::Observer; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  bool judges_units_alone() const override { return true; }
  // Is the unit on `from`, of `side`, kept from `to` by an enemy walk observing it?
  static bool paralysed_towards(const Position& pos, const Rules& rules, Square from, Square to, Colour side);
};

void apply_partial_paralysis(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& partial_paralysis_condition();

}  // namespace nightrider::conditions
