// Leffie (Popeye `Leffie`, the same in its three languages): no move may leave a unit observed by an
// enemy unit that would paralyse it under Eiffel chess (a pawn by a queen, a queen by a rook, a rook by
// a bishop, a bishop by a knight, a knight by a pawn; kings never), either side's units, a neutral one
// for both sides; and a king is in check only when an attacker could take it so (the capture leaving no
// unit so observed).
//
// Popeye's reading (conditions/leffie.c): a legality test after the move over every unit, the
// observation judged by its geometry only (as Eiffel's paralysis), and check validated by playing the
// capture of the king through that test.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Leffie final : public RuleModule {
 public:
  const char* name() const override { return "Leffie"; }
  unsigned hooks() const override { return kHookLegality | kHookCheck; }
  bool legal_after(const Position& pos, const Rules& rules, Colour mover) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;
  // Is some unit observed by an enemy unit that would paralyse it under Eiffel chess?
  static bool some_unit_eiffel_observed(const Position& pos, const Rules& rules);
};

void apply_leffie(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& leffie_condition();

}  // namespace nightrider::conditions
