// Isardam (Popeye `Isardam`, WinChloe "Isardam", seed 44 and 45): a move is illegal if it leaves two
// units of one kind and opposite colours where one observes the other (Madrasi's observation,
// conditions/observation/paralysis.h: judged at the geometry level, kings left out unless
// `RexInclusive`). Type A (the default) also validates every observation by playing it: a unit
// observes a square (checks a king, guards a square the enemy king crosses in castling) only if its
// move there would be legal, so a king is in check only when its capture leaves no such pair. Type B
// judges check as usual.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Isardam final : public RuleModule {
 public:
  // `checks_free`: a move that gives check is legal whatever pairs it leaves (WinChloe's "Isardam type B",
  // Nightrider's word ChecksFree; Popeye's TypeB only leaves Isardam out of the test for check).
  Isardam(bool type_a, bool rex_inclusive, bool checks_free = false)
      : type_a_(type_a), rex_inclusive_(rex_inclusive), checks_free_(checks_free) {}
  const char* name() const override { return type_a_ ? "isardam" : "isardam type B"; }
  unsigned hooks() const override { return kHookLegality | (type_a_ ? kHookObservation : 0u); }
  // (The last level: the move it plays is judged by the levels below.)
  ObservationLevel observation_level() const override { return ObservationLevel::Observation; }
  bool legal_after(const Position& pos, const Rules& rules, Colour mover) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  // Does a unit stand observed by an enemy unit of its kind?
  bool mutual_observation(const Position& pos, const Rules& rules) const;

 private:
  bool type_a_, rex_inclusive_, checks_free_;
};

// Isardam [TypeA | TypeB] [RexInclusive] (conditions/registry).
void apply_isardam(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& isardam_condition();

}  // namespace nightrider::conditions
