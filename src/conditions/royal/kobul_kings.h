// Kobul kings (Popeye `KobulKings`, German `KobulKoenige`, French `RoisKobul`; optionally `White` or
// `Black`, Popeye's `Weiss`/`Schwarz`, `Blancs`/`Noirs`: only that side's king).
//
// Popeye's reading (conditions/kobul.c): after a capture, the royal unit of the side that lost a unit
// (the side not moving) takes the captured unit's walk where it stands, a pawn's (any pawn kind) giving
// it the king's walk back; it takes the captured unit's attributes too (kamikaze, paralysing …), its
// side and its royalty kept. A side without a royal unit changes nothing. Popeye does this before the
// Circe family's rebirths and the side changes (the condition's order -1), from the unit as it was
// taken. Written as Popeye writes it, the royal unit's square and its new kind: "Kf7*g6[h5=rS]",
// "[h8=K]".
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class KobulKings final : public RuleModule {
 public:
  // `only`: the side whose royal unit changes, or Colour::None for both.
  explicit KobulKings(Colour only) : only_(only) {}
  const char* name() const override { return "Kobul kings"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

 private:
  Colour only_;
};

void apply_kobul_kings(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& kobul_kings_condition();

}  // namespace nightrider::conditions
