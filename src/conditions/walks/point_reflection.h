// Point reflection (Popeye `PointReflection`, French `ReflexionCentrale`, German `Punktspiegelung`):
// a unit whose square's reflection through the board's centre (a1-h8, e1-d8, …) holds a unit, of
// either side, moves, takes and observes (so checks) with that unit's walk instead of its own; a unit
// whose reflected square is empty keeps its own walk. Castling needs the king and the rook to move with
// their own walks (their reflected squares empty or holding a king, a rook).
//
// As Popeye 4.104 plays it (conditions/pointreflection.c, read, not copied), and as Annan chess lends a
// walk (conditions/walks/annan.h): a pawn that moves with another walk still promotes on its last rank;
// a unit that moves with a pawn's walk is no pawn (it neither promotes nor opens en passant), but it
// takes en passant as a pawn does (as under FaceToFace, conditions/walks/face_to_face.h). The moves
// made with the reflected walk carry one bit of a choice slot, so the unit's own walk's moves are
// filtered out; check is this module's own definition (an exclusive claim).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "conditions/walks/lent_walk_observers.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// Which unit lends its walk: the one on the square reflected through the centre (PointReflection), or
// the one on the unit's Circe rebirth square (PowerTransfer, conditions/walks/power_transfer.h; royal
// units keep their own walk unless RexInclusive).
enum class WalkLender : uint8_t { ReflectedSquare, RebirthSquare, RebirthSquareRexInclusive };

class PointReflection final : public RuleModule, public LentMoveWalks {
 public:
  explicit PointReflection(ChoiceSlot slot, WalkLender lender = WalkLender::ReflectedSquare)
      : slot_(slot), lender_(lender) {}
  const char* name() const override {
    return lender_ == WalkLender::ReflectedSquare ? "point reflection" : "power transfer";
  }
  unsigned hooks() const override { return kHookGenerate | kHookFilter | kHookCheck; }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour side) const override;

  // The kind whose walk the unit on `s`, moving for `side`, moves with: that of the unit on the lending
  // square, if any, else its own.
  PieceKind walk_of(const Position& pos, const Rules& rules, Square s, Colour side) const;
  PieceKind lent_walk_of_move(const Position& pos, const Rules& rules, const Move& m) const override {
    return slot_.get(m) != 0 ? walk_of(pos, rules, m.from, pos.side_to_move()) : PieceKind::None;
  }

 private:
  ChoiceSlot slot_;
  WalkLender lender_;
};

void apply_point_reflection(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& point_reflection_condition();

}  // namespace nightrider::conditions
