// Haan chess (Popeye `HaanerChess`, French `Haan`, German `HaanerSchach`; seed "Haan"): a square a unit
// leaves becomes a hole (PieceKind::Hole: nothing stands on it or crosses it again) if the move leaves it
// empty. Every unit the move displaces leaves a hole, once (castling leaves two: the king's and the
// rook's squares), and so does the pawn taken en passant; a captured unit's square is taken by its
// capturer. As in Popeye the hole is written nowhere in the move's text.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class HaanChess final : public RuleModule {
 public:
  const char* name() const override { return "haan"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  // (It adds holes only: no unit comes back to its home square by it.)
  bool after_move_brings_units() const override { return false; }
  // (It sees the squares every other rule of the move left empty.)
  bool after_move_runs_last() const override { return true; }
};

void apply_haan(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& haan_condition();

}  // namespace nightrider::conditions
