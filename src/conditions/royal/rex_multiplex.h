// Rex Multiplex (seed 001's no. 62; Popeye has no such condition, so the keyword is ours, "RexMultiplex",
// in its three languages): a side may have several kings and pawns may promote to king; a side is in
// check when any of its kings is attacked and must keep all of them out of check (the core's rule for
// several kings, as Siamese kings), but it is mated only when all its kings are attacked at once and no
// move saves them. A check that is not such a mate and that the checked side cannot parry (one king
// attacked, another safe, and no move leaves every king safe) is illegal.
//
// The parry is judged by the checked side's legal moves with this rule left out for them (a reply that
// itself gives an unparriable check still parries): the seed's "a check that cannot be parried" asks
// whether the checked side can get its kings out of check, not what its reply does to the other side
// (docs/rules-decisions.md).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class RexMultiplex final : public RuleModule {
 public:
  // `scratch_slot`: its Position::scratch word, set while the parry of a check is being looked for.
  explicit RexMultiplex(int scratch_slot) : scratch_slot_(scratch_slot) {}
  const char* name() const override { return "RexMultiplex"; }
  unsigned hooks() const override { return kHookLegality; }
  bool legal_after(const Position& pos, const Rules& rules, Colour mover) const override;

 private:
  int scratch_slot_;
};

// RexMultiplex, without arguments (conditions/registry).
void apply_rex_multiplex(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& rex_multiplex_condition();

}  // namespace nightrider::conditions
