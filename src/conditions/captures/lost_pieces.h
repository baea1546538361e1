// LostPieces (Popeye `LostPieces`, French `PiecesPerdues`, German `VerloreneSteine`): after every move
// (a threat's null move too), each unit of the side that did not move, its king aside, that would be
// checkmated if it were that side's only royal unit is taken off the board: "Rd4-b4[-bPb5]".
//
// The test is Popeye's (conditions/lostpieces.c): for the while, neither king is royal and the unit
// tested is; it is "mated" when the mover's units attack it and every move of its side, played with the
// rules' side effects, leaves it attacked (wherever it then stands). The units found are taken off
// together, after the other conditions' side effects (a Circe rebirth first). The moves of the test do
// not take units off in turn. Popeye takes units off after a threat's null move too, which the solver's
// passes do not model yet: battle play showing threats (option Variation) is refused by name.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class LostPieces final : public RuleModule {
 public:
  // `scratch_slot`: its Position::scratch word, set while its test plays the other side's moves.
  explicit LostPieces(int scratch_slot) : scratch_slot_(scratch_slot) {}
  const char* name() const override { return "LostPieces"; }
  const char* effect_words() const override { return "lost piece"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

 private:
  // Would the unit on `s` (of `losing`) be mated as `losing`'s only royal unit?
  bool lost(Position& pos, const Rules& rules, Square s, Colour losing) const;
  int scratch_slot_;
};

void apply_lost_pieces(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& lost_pieces_condition();

}  // namespace nightrider::conditions
