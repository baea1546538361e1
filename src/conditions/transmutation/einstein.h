// Einstein chess (Popeye `EinsteinChess`, seed 36) and Reversal Einstein
// (`ReversalEinsteinChess`): every unit a move moves changes kind when it arrives. Under Einstein a
// capturing unit goes up one step of pawn -> knight -> bishop -> rook -> queen, and every other moved
// unit (castling's rook too) goes down one; Reversal Einstein goes the other way. Kings never change.
// As in Popeye, pawns never promote, and a pawn on its first rank may advance one, two or three squares.
// En passant follows a two-square step, from the second rank or the first (Popeye also allows it on
// both squares a three-square step passes, which is not modelled: fairy_einstein__007); under Reversal
// Einstein the stepping pawn becomes a knight, so there is none.
//
// The seed's name, "Einstein", adds WinChloe's fairy clause (the word `FairyUnits`, ours: Popeye refuses
// Einstein beside fairy units): while fairy units stand on the board, a pawn that moves without taking,
// or a queen that takes, becomes one of them instead of staying what it is. The mover chooses which
// (a choice, core/move.h), among the fairy kinds on the board when the unit arrives, either side's
// (docs/rules-decisions.md).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Einstein final : public RuleModule {
 public:
  // `fairy_slot`: where the fairy clause keeps the mover's choice (width 0: no fairy clause).
  Einstein(bool reversal, ChoiceSlot fairy_slot) : reversal_(reversal), fairy_slot_(fairy_slot) {}
  static constexpr int kChoiceBits = 9;  // 0: no fairy kind, else 1 + the kind's number
  const char* name() const override { return reversal_ ? "reversal Einstein" : "Einstein"; }
  unsigned hooks() const override { return kHookAfterMove | (fairy_slot_.width ? unsigned{kHookChoice} : 0u); }
  void choices(const Position& after, const Rules& rules, const Move& m, std::vector<uint32_t>& values) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

 private:
  // Does the fairy clause turn the unit that arrives on `m.to` into a fairy unit (a pawn that took
  // nothing, a queen that took)?
  bool fairy_clause_applies(const Position& after, const Move& m) const;

  bool reversal_;
  ChoiceSlot fairy_slot_;
};

// EinsteinChess and ReversalEinsteinChess, without arguments (conditions/registry).
void apply_einstein(Rules& rules, const std::vector<std::string>& arguments);
void apply_reversal_einstein(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& einstein_condition();
const ConditionEntry& reversal_einstein_condition();

}  // namespace nightrider::conditions
