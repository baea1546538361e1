// Immun chess (Popeye `ImmunChess` with a Circe rebirth rule — `Mirror`, `File`, `Diagram`, `Symmetry`
// … — and its shortcuts `MirrorImmunChess`, `FileImmunChess` …; French `Immun`, German `Immunschach`):
// a unit whose Circe rebirth square is occupied once the capture is made cannot be taken; nothing is
// reborn. Kings are not immune (Popeye's default, Rex Exclusiv), so check is the plain attack; under
// `RexInclusive` a king is in check only by an attacker whose capture would leave its rebirth square
// empty. The Circe module with its Strict filter and no rebirth (CirceOptions::place_reborn).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "rules/rules.h"

namespace nightrider::conditions {

void apply_immune(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& immune_condition();

}  // namespace nightrider::conditions
