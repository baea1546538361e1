// MultiCaptures (Popeye's `MultiCaptures`, optionally `White` or `Black`: that side only; Popeye's
// conditions/multicaptures.c read for its rules): a side may capture on a square only where at least two
// of its moves capture there (moves counted by their departure and arrival squares, before any test of
// self-check, as Popeye's move generation filters them), and a king is in check only when at least two
// units of the restricted side observe it.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"

namespace nightrider::conditions {

class MultiCaptures final : public RuleModule {
 public:
  explicit MultiCaptures(Colour only) : only_(only) {}
  const char* name() const override { return "MultiCaptures"; }
  unsigned hooks() const override { return kHookFilter | kHookCheck; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour side) const override;

 private:
  bool restricts(Colour side) const { return only_ == Colour::None || only_ == side; }
  Colour only_;  // None: both sides
};

void apply_multicaptures(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& multicaptures_condition();

}  // namespace nightrider::conditions
