// Take&Make chess (Popeye `Take&MakeChess`, French `Take&MakeEchecs`, German `Take&MakeSchach`): a unit
// that takes must at once make, from the capture square, a move that takes nothing with the walk of the
// unit it took, in that unit's direction (a pawn taken steps as its side's pawn, the double step from its
// second rank included); a capture without such a make is no move. A pawn may not make to its own first
// rank; one whose make ends on its promotion rank promotes there. Check is the plain attack of the king
// (Popeye's default; `Absolute`, where a king's capture needs a make too, is refused for now). Popeye
// writes the make after the capture: "Se3*f5-h6", "e4*d5-d8=Q".
//
// The make's square (and a promotion) is a choice slot of the capture (core/move.h); the walk's own
// captures, without it, are filtered out. The make is the mover's second step (EffectReason::Continuation).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class TakeAndMake final : public RuleModule {
 public:
  const char* effect_words() const override { return "Take&Make"; }
  // The choice: 1 + the make square's index in bits 0-7, 1 + the index of a promotion kind in bits 8-10.
  static constexpr int kBits = 11;
  explicit TakeAndMake(ChoiceSlot slot) : slot_(slot) {}
  const char* name() const override { return "take&make"; }
  unsigned hooks() const override { return kHookGenerate | kHookFilter | kHookAfterMove; }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

 private:
  // Appends `take` once per make (and promotion) the mover may play after it.
  void add_makes(const Position& pos, const Rules& rules, Move take, MoveList& out) const;
  ChoiceSlot slot_;
};

void apply_take_and_make(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& take_and_make_condition();

}  // namespace nightrider::conditions
