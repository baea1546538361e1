// Losing chess (Popeye `LosingChess`, French `QuiPerdGagne`, German `Schlagschach`; seed 55 "Qui perd
// gagne - Losing game"): a side that can take must take; there is no check, kings are units like the
// others (taken, several, none) and pawns may promote to kings.
//
// Popeye's reading (conditions under its mummer machinery, solving/machinery/twin.c): captures are the
// "longest" moves, measured among the moves (all legal, as nothing is check); its stipulations with mate
// or check are refused (ConditionEntry::no_check_goals). Popeye lets a side castle; the seed forbids it:
// the seed name gives `NoCastling` (Nightrider's word; docs/rules-decisions.md).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class LosingChess final : public RuleModule {
 public:
  explicit LosingChess(bool no_castling) : no_castling_(no_castling) {}
  const char* name() const override { return "LosingChess"; }
  unsigned hooks() const override { return kHookCheck | kHookObligation | (no_castling_ ? kHookFilter : 0u); }
  std::optional<bool> in_check(const Position&, const Rules&, Colour) const override { return false; }
  void restrict(Position& pos, const Rules& rules, MoveList& moves) const override;
  bool admits(const Position&, const Rules&, const Move& m) const override { return m.kind != MoveKind::Castle; }

 private:
  bool no_castling_;
};

// LosingChess [NoCastling] (conditions/registry).
void apply_losing_chess(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& losing_chess_condition();

}  // namespace nightrider::conditions
