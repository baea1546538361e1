// Central (Popeye `CentralChess`, German ZentralSchach; WinChloe "Echecs Central"): a unit may move, and
// its observations count (check included), only if it is linked to its own king by a chain of
// observation: the king always is; another unit is when a unit of its side that is linked observes it.
// A chain never passes twice through one square. Observer level (core/rule_module.h): the links are
// judged with the geometry hooks only, and the chain is followed here, so the test never asks itself.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Central final : public RuleModule {
 public:
  const char* name() const override { return "central"; }
  unsigned hooks() const override { return kHookFilter | kHookObservation; }
  ObservationLevel observation_level() const override { return ObservationLevel::Observer; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  // Is the unit on `square`, of side `side`, linked to its king?
  bool linked(const Position& pos, const Rules& rules, Square square, Colour side) const;
};

void apply_central(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& central_condition();

}  // namespace nightrider::conditions
