// No promotion (Popeye `NoWhitePromotion`, `NoBlackPromotion`; French `SansBlancPromotion`,
// `SansNoirPromotion`; German `OhneWeissUW`, `OhneSchwarzUW`): the side's move may not leave the unit it
// moved a pawn of its own on its promotion square, so a pawn of the side (a neutral one when the side
// moves it) never steps or takes onto its last rank, nor makes onto it (Take&Make: `b6*a7-c8` is no
// move). Popeye (conditions/nopromotion.c) asks only the moving unit: a pawn a rule puts on the last
// rank (a Circe rebirth) still promotes as that rule says.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class NoPromotion final : public RuleModule {
 public:
  explicit NoPromotion(Colour side) : side_(side) {}
  const char* name() const override { return "no promotion"; }
  unsigned hooks() const override { return kHookFilter | kHookLegality; }
  // A move of the side whose pawn would promote by the move itself is refused before it is played.
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  // One whose moving pawn promoted where it went on within the move (a make) is refused after it.
  bool legal_after(const Position& pos, const Rules& rules, Colour mover) const override;

 private:
  Colour side_;
};

const ConditionEntry& no_white_promotion_condition();
const ConditionEntry& no_black_promotion_condition();

}  // namespace nightrider::conditions
