// Einstein chess (Popeye `EinsteinChess`, WinChloe "Einstein", seed 36) and Reversal Einstein
// (`ReversalEinsteinChess`): every unit a move moves changes kind when it arrives. Under Einstein a
// capturing unit goes up one step of pawn -> knight -> bishop -> rook -> queen, and every other moved
// unit (castling's rook too) goes down one; Reversal Einstein goes the other way. Kings never change.
// As in Popeye, pawns never promote, and a pawn on its first rank may advance one, two or three squares.
// En passant follows a two-square step, from the second rank or the first (Popeye also allows it on
// both squares a three-square step passes, which is not modelled: fairy_einstein__007); under Reversal
// Einstein the stepping pawn becomes a knight, so there is none.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Einstein final : public RuleModule {
 public:
  explicit Einstein(bool reversal) : reversal_(reversal) {}
  const char* name() const override { return reversal_ ? "reversal Einstein" : "Einstein"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

 private:
  bool reversal_;
};

// EinsteinChess and ReversalEinsteinChess, without arguments (conditions/registry).
void apply_einstein(Rules& rules, const std::vector<std::string>& arguments);
void apply_reversal_einstein(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& einstein_condition();
const ConditionEntry& reversal_einstein_condition();

}  // namespace nightrider::conditions
