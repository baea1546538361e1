// Pepo (Popeye `Pepo`, same in French and German): a king is in check only when two units of the
// other side observe it (the other king never counts), and a king observed by an enemy unit is
// paralysed: it neither moves (castling included) nor observes.
//
// As Popeye plays it (conditions/pepo.c): the check test looks for a second observer once a first is
// found (the first stays where it is, in the way of lines, as Popeye's dummy does); the paralysing
// observation is judged at the geometry level only (Monochrome, Bichrome), so a paralysed unit still
// paralyses, as under Madrasi.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Pepo final : public RuleModule {
 public:
  const char* name() const override { return "Pepo"; }
  unsigned hooks() const override { return kHookFilter | kHookObservation | kHookCheck; }
  ObservationLevel observation_level() const override { return ObservationLevel::Observer; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;

 private:
  // Is the unit on `square` a royal unit observed by an enemy unit?
  static bool paralysed(const Position& pos, const Rules& rules, Square square);
};

void apply_pepo(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& pepo_condition();

}  // namespace nightrider::conditions
