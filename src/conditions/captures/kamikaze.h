// Kamikaze units (Popeye's piece attribute `Kamikaze`; WinChloe "Kamikaze"): a kamikaze unit that takes
// leaves the board with its victim -- under Circe it goes to its own rebirth square instead, if that is
// empty (Circe writes it, as Popeye: `kBd2*c1=kQ[bkQc1->d8][+wkQd1]`). A kamikaze king cannot take.
// A kamikaze pawn that takes on its promotion rank leaves the board unpromoted: one move, no choice of
// kind (Popeye's `kPa7*b8[-wkPb8]`); under Circe it promotes before going home.
// The solver adds this module when a problem has kamikaze units (core/types.h kAttributeKamikaze).
// As a condition (`Kamikaze`; WinChloe "Kamikaze Rex Inclusiv") every unit is kamikaze: a unit that
// takes disappears with its victim, and a king, which may not take itself off (WinChloe's default rule
// 3), takes nothing.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class KamikazeUnits final : public RuleModule {
 public:
  explicit KamikazeUnits(bool circe, bool every_unit = false) : circe_(circe), every_unit_(every_unit) {}
  const char* name() const override { return "kamikaze units"; }
  unsigned hooks() const override { return kHookFilter | (circe_ ? 0u : kHookAfterMove | kHookGenerate); }
  // (Without Circe: a pawn's capture onto its promotion rank once, unpromoted; admits() strikes out the
  // promoting ones.)
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

 private:
  bool is_kamikaze(Piece p) const { return every_unit_ || (p.attributes() & kAttributeKamikaze); }
  bool circe_;  // Circe sends the capturer to its rebirth square itself
  bool every_unit_;
};

// The condition: every unit is kamikaze (not yet beside Circe, which would send each capturer home: the
// pair is refused through kCapabilityKamikazeRebirth, conditions/capabilities.h).
void apply_kamikaze(Rules& rules, const std::vector<std::string>& arguments);

// Adds KamikazeUnits to a rule set whose conditions are already in place.
void add_kamikaze_units(Rules& rules);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& kamikaze_condition();

// The piece attribute Kamikaze (the same word in Popeye's three languages): KamikazeUnits joins the rule
// set after the conditions (add_kamikaze_units).
const AttributeEntry& kamikaze_attribute();

}  // namespace nightrider::conditions
