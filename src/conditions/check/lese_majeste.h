// Lèse-majesté (Popeye `LeseMajeste`, the same word in its three languages): the side to play may
// find the enemy king already attacked in the diagram; it may not take it (no rule set here ever takes
// a king) and plays on, and whether that side is in check is judged only when it has the move. So in
// a position where no move has been played yet, the side not to play is not in check (Popeye sets no
// guard against "the side to play can capture the king"); everywhere else check is the rest of the
// chain's (Rules::in_check_after), the mover's own king included.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class LeseMajeste final : public RuleModule {
 public:
  const char* name() const override { return "LeseMajeste"; }
  unsigned hooks() const override { return kHookCheck; }
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override {
    if (c != pos.side_to_move() && pos.moves_played() == 0) return false;
    return rules.in_check_after(pos, c, this);
  }
};

void apply_lese_majeste(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& lese_majeste_condition();

}  // namespace nightrider::conditions
