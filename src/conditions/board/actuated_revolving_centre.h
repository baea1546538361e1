// Actuated revolving centre (Popeye `ActuatedRevolvingCentre`, the same word in its three languages): a move
// that sets out from or arrives on one of the four centre squares turns the centre a quarter, after its other
// effects: the unit on d4 goes to d5, d5's to e5, e5's to e4 and e4's to d4 (empty squares too). No notation
// writes the turn, as Popeye writes none (conditions/actuated_revolving_centre.c, read, not copied). A pawn
// that has just made a double step is taken en passant where the turn took it (Popeye follows the pawn
// through the move's effects). Only on the 8x8 board.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class ActuatedRevolvingCentre final : public RuleModule {
 public:
  const char* name() const override { return "ActuatedRevolvingCentre"; }
  const char* effect_words() const override { return "revolving centre"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
};

// ActuatedRevolvingCentre, without arguments (conditions/registry).
void apply_actuated_revolving_centre(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& actuated_revolving_centre_condition();

}  // namespace nightrider::conditions
