// SingleBox (Popeye `SingleBox`, German `NurPartiesatzSteine`), type 1: each side has one box of men,
// the orthodox game's (a king, a queen, two rooks, two bishops, two knights, eight pawns), and no move
// may leave either side with more of a kind than that. So a pawn promotes only to a kind of which its
// side has lost a unit. As in Popeye, a pawn that could take a king only by promoting to a kind it
// may not have does not check it. Types 2 and 3 (latent pawns, promotion by the other side) are
// refused by name.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class SingleBox final : public RuleModule {
 public:
  const char* name() const override { return "SingleBox"; }
  unsigned hooks() const override { return kHookLegality | kHookObservation; }
  bool legal_after(const Position& pos, const Rules& rules, Colour mover) const override;
  ObservationLevel observation_level() const override { return ObservationLevel::Geometry; }
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
};

// SingleBox [Type1|Type2|Type3] (conditions/registry).
void apply_singlebox(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& singlebox_condition();

}  // namespace nightrider::conditions
