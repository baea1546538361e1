// Circé coucou (Cuckoo Circe; seed 001's 25, RULES.md 4.1; Popeye has none, so the keyword `CuckooCirce`
// is ours): Couscous Circe as the seed reads it (`Circe Couscous CapturerAsMoved`), and a capture of a
// pawn is illegal when the pawn, reborn on its promotion rank, must promote and at least one of the kinds
// it may become would give check to the capturing side.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"

namespace nightrider::conditions {

// The cuckoo's clause, after Circe's rebirth: a legality hook that tries the reborn pawn's other kinds.
class CuckooRule final : public RuleModule {
 public:
  const char* name() const override { return "CuckooCirce"; }
  unsigned hooks() const override { return kHookLegality; }
  bool legal_after(const Position& pos, const Rules& rules, Colour mover) const override;
};

void apply_cuckoo_circe(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& cuckoo_circe_condition();

}  // namespace nightrider::conditions
