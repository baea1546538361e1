// Bolero and Bolero inverse (Popeye `Bolero`, `BoleroInverse`; German `Bolero`, `BoleroInvers`): a unit
// moves without capturing with the walk of the game array's piece on its file (a and h a rook, b and g a
// knight, c and f a bishop, d a queen, e a king) and captures with its own walk; under Bolero inverse the
// other way round, and it observes (so checks) with its file's walk. Pawns and royal units keep their own
// walk for everything.
//
// Popeye's reading (conditions/bolero.c): the non-captures of the standard path and the captures of the
// other are kept; under the inverse the observer must have its file's walk (its own for pawns and kings).
// RexInclusive: the royal units change their walks too (Popeye's bolero_is_rex_inclusive). The moves made
// with the file's walk carry one bit of a choice slot (core/move.h), as Annan's lent walks do.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "conditions/walks/lent_walk_observers.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Bolero final : public RuleModule, public LentMoveWalks {
 public:
  Bolero(bool inverse, bool rex_inclusive, ChoiceSlot slot)
      : inverse_(inverse), rex_inclusive_(rex_inclusive), slot_(slot) {}
  const char* name() const override { return inverse_ ? "Bolero inverse" : "Bolero"; }
  unsigned hooks() const override { return kHookGenerate | kHookFilter | (inverse_ ? kHookCheck : 0u); }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour side) const override;

  // The walk of the game array's piece on the file of `s` (8x8).
  static PieceKind file_walk(Square s);
  // Does the unit change its walk (no pawn, no royal unit unless RexInclusive)?
  bool dances(const Rules& rules, Piece unit) const;
  PieceKind lent_walk_of_move(const Position&, const Rules&, const Move& m) const override {
    return slot_.get(m) != 0 ? file_walk(m.from) : PieceKind::None;
  }

 private:
  bool inverse_;
  bool rex_inclusive_;
  ChoiceSlot slot_;
};

void apply_bolero(Rules& rules, const std::vector<std::string>& arguments);
void apply_bolero_inverse(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& bolero_condition();
const ConditionEntry& bolero_inverse_condition();

}  // namespace nightrider::conditions
