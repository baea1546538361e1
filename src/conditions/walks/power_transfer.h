// Power transfer (Popeye `PowerTransfer` [`RexInclusive`], French `TransfertPouvoir`, German
// `KraftTransfer`): a unit whose Circe rebirth square (where Circe would put it were it taken where it
// stands: conditions/circe/circe.h) holds a unit, of either side, moves, takes and observes (so checks)
// with that unit's walk instead of its own; royal units keep theirs unless RexInclusive (then a king's
// rebirth square is e1 or e8).
//
// Popeye's reading (conditions/powertransfer.c): the walk is changed where the unit's moves are
// generated, and check is found by generating the moves. The walk lent as under PointReflection
// (conditions/walks/point_reflection.h, whose module this is with another lending square).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "rules/rules.h"

namespace nightrider::conditions {

void apply_power_transfer(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& power_transfer_condition();

}  // namespace nightrider::conditions
