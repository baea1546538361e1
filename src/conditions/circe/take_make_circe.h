// Circe Take&Make (Popeye `Circe Take&Make`, `CirceTake&Make`; also known as Anti-Take&Make): the unit
// taken, a king aside, is reborn by a make: it is put on the square it was taken on (the capturer off
// the board for the while) and goes from there, for its own side and by its own walk, to a square its
// move reaches without taking; the mover chooses which. A capture after which the unit taken has no
// such move is no move. A pawn whose make ends on its promotion rank promotes there, to a kind of the
// mover's choice.
//
// As Popeye 4.104 plays it (conditions/circe/takemake.c, read, not copied): the make's squares are the
// arrivals of the unit's moves on the board after the capture, before any test of legality (its own
// king may stand in check after it); the capturer's side may not leave its own king in check by the
// rebirth. Popeye tries the rebirths in the order it generates the make's moves: the choices are listed
// in that order (the rule set keeps a move's choices in the order given).
#pragma once

#include <vector>

#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class TakeMakeCirce final : public RuleModule {
 public:
  const char* effect_words() const override { return "Circe Take&Make rebirth"; }
  // The choice: 1 + the rebirth square's index in bits 0-6 and 1 + the index of a reborn pawn's
  // promotion kind in bits 7-9 (never 0: a capture always brings a rebirth).
  static constexpr int kBits = 10;
  explicit TakeMakeCirce(ChoiceSlot slot) : slot_(slot) {}
  const char* name() const override { return "circe take&make"; }
  unsigned hooks() const override { return kHookChoice | kHookAfterMove; }
  void choices(const Position& after, const Rules& rules, const Move& m,
               std::vector<uint32_t>& values) const override;
  bool chooses_only_after_captures() const override { return true; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

 private:
  ChoiceSlot slot_;
};

// Registers Circe Take&Make (Circe with the word Take&Make).
void apply_take_make_circe(Rules& rules);

}  // namespace nightrider::conditions
