// Exclusive chess (Popeye `ExclusiveChess`, French `EchecsExclusif`, German `ExklusivSchach`; seed 37
// "Exclusif"): a move that reaches the aim -- mate -- is legal only if it is the only such move; when two
// or more moves would mate, none of them is legal (RULES.md 4.1 item 37).
//
// Whether a move mates depends in turn on the rule: the mated side's replies that would mate back are
// illegal when there are two or more of them. Popeye's reading (conditions/exclusive.c), an obligation
// hook (RuleModule::restrict) over the legal list:
// - each legal move that gives check is judged: it mates when the checked side has no legal reply,
//   its replies judged by the same rule one level down;
// - Popeye follows that chain for at most kHorizon positions after the position being decided; a move
//   reaching one beyond is "undecidable". A side whose moves that mate or are undecidable number two or
//   more may play none of them; a position whose side to move has no other move, at most one of them
//   decided to mate and at least two of them, is undecidable too (and so the move that led there);
// - a lone mating (or undecidable) move is legal.
// The aim is mate: the solver refuses other goals with this condition (ConditionEntry::mate_goal_only).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class ExclusiveChess final : public RuleModule {
 public:
  // How many moves after the position being decided Popeye still decides a position (its ply horizon).
  static constexpr int kHorizon = 6;

  const char* name() const override { return "ExclusiveChess"; }
  unsigned hooks() const override { return kHookObligation; }
  void restrict(Position& pos, const Rules& rules, MoveList& moves) const override;
};

// ExclusiveChess, without arguments (conditions/registry).
void apply_exclusive_chess(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& exclusive_chess_condition();

}  // namespace nightrider::conditions
