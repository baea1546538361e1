// Duellist chess (Popeye `DuellistChess`, French `Duelliste`, German `Duellantenschach`): each side's
// duellist is the unit it moved last (followed to where the move's side effects put it); a side that can
// move its duellist must (among its legal moves, as Popeye's mummer measures it). Before a side's first
// move it has no duellist. The two squares are rule-state flags (8 bits each, the square's index + 1),
// so they are journaled, hashed and written in FEN (@N).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Duellists final : public RuleModule {
 public:
  explicit Duellists(int first_flag) : first_flag_(first_flag) {}
  const char* name() const override { return "duellists"; }
  unsigned hooks() const override { return kHookAfterMove | kHookObligation; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  void restrict(Position& pos, const Rules& rules, MoveList& moves) const override;
  // (The duellist moves if it can; otherwise any unit does.)
  bool obligation_keeps_a_move() const override { return true; }
  bool after_move_brings_units() const override { return false; }
  // (It sees where the other rules of the move put the mover.)
  bool after_move_runs_last() const override { return true; }

  // The duellist's square of `side`, or none.
  Square duellist(const Position& pos, Colour side) const;

 private:
  int first_flag_;
};

void apply_duellists(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& duellists_condition();

}  // namespace nightrider::conditions
