// Provocation chess (Popeye `ProvocationChess`, French `EchecsProvacateurs`, German `ProvokationSchach`):
// a unit may take (en passant included), and observe (so check), only while an enemy unit observes it;
// its other moves are free. The provoking observation is judged by the geometry and observer hooks
// (Madrasi …), not by this one, as Popeye does (conditions/provocateurs.c). Lortap's structure
// (conditions/observation/lortap.h) with the enemy in the friend's place.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Provocation final : public RuleModule {
 public:
  const char* name() const override { return "ProvocationChess"; }
  unsigned hooks() const override { return kHookFilter | kHookObservation; }
  ObservationLevel observation_level() const override { return ObservationLevel::Observation; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  bool judges_units_alone() const override { return true; }
  // Does a unit of the side other than `side` observe the unit of `side` on `square`?
  static bool provoked(const Position& pos, const Rules& rules, Square square, Colour side);
};

void apply_provocation(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& provocation_condition();

}  // namespace nightrider::conditions
