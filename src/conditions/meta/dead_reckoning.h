// Dead Reckoning (seed 001's condition 33; Popeye has none, so the keyword is ours, `DeadReckoning`):
// once no sequence of legal moves can lead to mate for either side, the play ends there and neither
// side may move (RULES.md 4.1, 33). Deciding that in general is a search over every continuation; the
// positions recognised are those proved dead by their material alone (docs/rules-decisions.md):
// nothing but the kings and either at most one knight or bishop, or bishops all on squares of one
// colour (either side's, any number) -- on a rule set that is orthodox chess besides the condition, with
// orthodox units only (no neutral unit, no attribute). Any other position goes on, so the test never
// ends a play that could still reach mate. A dead position is neither mate nor stalemate: the play has
// ended with no goal reached; a game is drawn ("dead position").
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"

namespace nightrider::conditions {

class DeadReckoning final : public RuleModule {
 public:
  const char* name() const override { return "DeadReckoning"; }
  unsigned hooks() const override { return kHookGameEnd | kHookImmobility; }
  std::optional<Outcome> game_end(const Position& pos, const Rules& rules) const override;
  // A dead position is not immobile, as mate and stalemate ask: the play ended by rule (Rules::is_mate
  // and is_stalemate say the same of every game end), so the solver's goals are not reached there.
  std::optional<bool> immobile(Position& pos, const Rules& rules) const override;
};

// Is the position dead by its material alone under orthodox chess (the kinds above)?
bool dead_reckoning_material_dead(const Position& pos);
// Does the rule set play orthodox chess besides Dead Reckoning (so that the material test is sound)?
bool dead_reckoning_rules_orthodox(const Rules& rules);

void apply_dead_reckoning(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& dead_reckoning_condition();

}  // namespace nightrider::conditions
