// Equipollents Circe and Equipollents AntiCirce: the rebirth square is the capture square moved on by
// the capturing move's own vector, C + (C - D) for a capture on C from D, as a jump (RULES.md 4.1
// items 9 and 28; Popeye `EquipollentsCirce` = `Circe Equipollents`, `EquipollentsAntiCirce` =
// `AntiCirce Equipollents`).
//  - Equipollents Circe: the captured unit, a king aside, is reborn there if the square is on the board
//    and empty, else it disappears.
//  - Equipollents AntiCirce: the capturer, kings included, goes there; a capture whose square is off
//    the board or occupied is illegal, and a king is in check only where its capture would be legal.
//    With Volcanic an occupied square does not forbid the capture: the capturer (promoted first, if a
//    pawn on its last rank) waits under it and comes back once it is empty at the end of a move.
// A pawn reborn on its promotion rank promotes, to a kind of the mover's choice (a choice slot); one
// reborn on its own first rank stays a pawn and may step from there, as in Popeye.
#pragma once

#include <string>
#include <vector>

#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// Where a capture on `capture` by the move from `from` to `to` sends its unit; none off the board.
Square equipollents_square(const Geometry& geo, Square capture, Square from, Square to);

class EquipollentsCirce final : public RuleModule {
 public:
  const char* effect_words() const override { return "Circe Equipollents rebirth"; }
  explicit EquipollentsCirce(ChoiceSlot slot) : slot_(slot) {}
  const char* name() const override { return "equipollents-circe"; }
  unsigned hooks() const override { return kHookChoice | kHookAfterMove; }
  void choices(const Position& after, const Rules& rules, const Move& m,
               std::vector<uint32_t>& values) const override;
  bool chooses_only_after_captures() const override { return true; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

 private:
  ChoiceSlot slot_;
};

class EquipollentsAntiCirce final : public RuleModule {
 public:
  const char* effect_words() const override { return "AntiCirce Equipollents rebirth"; }
  EquipollentsAntiCirce(ChoiceSlot slot, bool volcanic) : slot_(slot), volcanic_(volcanic) {}
  const char* name() const override { return "equipollents-anticirce"; }
  unsigned hooks() const override { return kHookFilter | kHookChoice | kHookAfterMove | kHookCheck; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void choices(const Position& after, const Rules& rules, const Move& m,
               std::vector<uint32_t>& values) const override;
  bool chooses_only_after_captures() const override { return true; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;

 private:
  // May a capture that sends the capturer to `rebirth` be played?
  bool allows(const Position& pos, Square rebirth) const;
  ChoiceSlot slot_;
  bool volcanic_;
};

// Registered by Circe and AntiCirce with the word Equipollents (conditions/circe/circe.h, anticirce.h).
void apply_equipollents_circe(Rules& rules);
void apply_equipollents_anticirce(Rules& rules, bool volcanic);

}  // namespace nightrider::conditions
