// LastCapture (Popeye `LastCapture` colour piece square; French `DernierePrise`, German `LetzterSchlag`):
// the move before the diagram took a unit of that side and kind on that square, where its capturer now
// stands. Beside Circe's later rebirths (Parrain, ContraParrain, LastMove, WaitCapture) that unit waits
// under its capture square from the diagram on, as if the capture had been played, and comes back as
// Circe brings back a unit the previous capture took ("1.Qf2-e2[+wBf4]" for a bishop taken on g4 under
// Circe Parrain). Without them it changes nothing Nightrider models, and is refused.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class LastCapture final : public RuleModule {
 public:
  LastCapture(Square square, Piece unit) : square_(square), unit_(unit) {}
  const char* name() const override { return "LastCapture"; }
  unsigned hooks() const override { return 0; }
  void diagram(Position& pos, const Rules& rules) const override;

 private:
  Square square_;
  Piece unit_;
};

void apply_last_capture(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& last_capture_condition();

}  // namespace nightrider::conditions
