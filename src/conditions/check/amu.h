// AMU (Popeye `AMU`, the same word in French and German): a mate counts only where the unit that gave
// it was attacked exactly once by the other side on the square it left. Popeye's reading
// (conditions/amu): before each move, the units of the other side observing the mover's departure
// square are counted (a unit observing it twice, a rose, counts once); the goal mate is reached only
// when that count was one. Nothing else changes: the moves, check and stalemate are those of chess.
//
// Here: a rule-state flag, set before each move (kHookBeforeMove, journaled like the board), says
// whether its mover was attacked exactly once; a side in check with no legal move is immobile, as the
// goal mate asks (kHookImmobility), only when the flag is set. Modelled alone (its count asks the
// observation hooks in Popeye's order, not known beside other conditions) and for the goal mate only.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Amu final : public RuleModule {
 public:
  // `attacked_once_flag`: the rule-state flag that records whether the last mover was attacked once.
  explicit Amu(int attacked_once_flag) : attacked_once_flag_(attacked_once_flag) {}
  const char* name() const override { return "AMU"; }
  unsigned hooks() const override { return kHookBeforeMove | kHookImmobility; }
  void before_move(Position& pos, const Rules& rules, const Move& m) const override;
  std::optional<bool> immobile(Position& pos, const Rules& rules) const override;

 private:
  int attacked_once_flag_;
};

void apply_amu(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& amu_condition();

}  // namespace nightrider::conditions
