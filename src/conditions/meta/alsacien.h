// Alsacien (seed 001's condition 3; Popeye has none, so the keyword is ours, `Alsacien`): besides the fairy
// rules, a move is illegal if it leaves the mover's king in orthodox check -- attacked as in orthodox
// chess, whatever the fairy rules say of the attack (an AntiCirce capture whose rebirth square is
// occupied, a Madrasi-paralysed unit, a Monochrome line still check). RULES.md 4.1, 3: its OPEN point
// (retro-legality too?) is read as "no orthodox self-check" (docs/rules-decisions.md). Check, mate and
// stalemate stay the fairy rules' own.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"

namespace nightrider::conditions {

class Alsacien final : public RuleModule {
 public:
  const char* name() const override { return "Alsacien"; }
  unsigned hooks() const override { return kHookLegality; }
  bool legal_after(const Position& pos, const Rules& rules, Colour mover) const override;
};

// Is `target` attacked by a unit of `by` (or a neutral one) as in orthodox chess: kings, queens, rooks,
// bishops, knights and pawns by their orthodox lines on the board as it stands, asking no condition;
// a unit of another kind by its walk as the rule set has it (docs/rules-decisions.md).
bool alsacien_orthodox_attack(const Position& pos, const Rules& rules, Square target, Colour by);

void apply_alsacien(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& alsacien_condition();

}  // namespace nightrider::conditions
