// Relegation chess (Popeye `RelegationChess`, French and German `Degradierung`): a unit other than a
// pawn or a royal unit whose move ends on its side's second rank (the rank its pawns step two squares
// from) becomes a pawn there, written as a promotion: `Rh3-h2=P`.
//
// Popeye's reading (conditions/degradierung.c): the unit the move itself moved, where the move put it,
// before any rebirth (AntiCirce's included) and any other side effect; castling's rook is not asked.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Relegation final : public RuleModule {
 public:
  const char* name() const override { return "relegation"; }
  const char* effect_words() const override { return "relegation"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  // A change of kind where the mover stands brings no unit home: castling rights stay as they are.
  bool after_move_brings_units() const override { return false; }
};

void apply_relegation(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& relegation_condition();

}  // namespace nightrider::conditions
