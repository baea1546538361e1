// Republican chess (Popeye `RepublicanChess`, WinChloe "Républicains"): the sides play without kings
// (or one side has its king already). After each move, the mover may put the opponent's missing king
// on a square where the opponent is then mated, and then it is: the king stays on the board from then
// on. As in Popeye:
//  - the placement is a choice (a choice slot, core/move.h): the move is offered without placement and
//    once per square where the opponent would be mated;
//  - "mated" there means in check with no move that escapes without a placement of its own (Popeye's
//    mate test leaves the opponent's own king placements out);
//  - the move's legality is judged after the placement (a placed king may block a line to the mover's
//    own king), and in play, as for the goal, a reply may escape by placing the mover's king.
//  - Type 2 (the default) keeps the condition for the whole play. Type 1 suspends it once a king has
//    been placed (a rule-state flag): the placed side is then mated for good, as Popeye's type 1 has
//    it (its goal test leaves placements out, and a defender that places the attacker's king ends the
//    play for the attacker).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Republican final : public RuleModule {
 public:
  const char* effect_words() const override { return "Republican king"; }
  // `suspended_flag`: the rule-state flag type 1 raises at the first placement (-1 under type 2).
  Republican(ChoiceSlot slot, int suspended_flag) : slot_(slot), suspended_flag_(suspended_flag) {}
  static constexpr int kChoiceBits = 8;  // 0: no placement, else 1 + the square's index on the board
  const char* name() const override { return "republican"; }
  unsigned hooks() const override { return kHookChoice | kHookAfterMove | kHookLegality; }
  void choices(const Position& after, const Rules& rules, const Move& m,
               std::vector<uint32_t>& values) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  // A move that placed the enemy king must leave the enemy mated.
  bool legal_after(const Position& pos, const Rules& rules, Colour mover) const override;

  // Is the side to move mated, its own king placements left out?
  bool mated_without_placements(Position& pos, const Rules& rules) const;

 private:
  ChoiceSlot slot_;
  int suspended_flag_;
};

// Registers Republican chess: no argument, `Type1` or `Type2` (the default).
void apply_republican(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& republican_condition();

}  // namespace nightrider::conditions
