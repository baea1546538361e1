// Chameleon units (Popeye's piece attribute `Chameleon`, core/types.h kAttributeChameleon): a chameleon
// unit changes kind each time it moves, knight -> bishop -> rook -> queen -> knight, on the square it
// arrives on, before any other rule's side effect; Popeye writes `cBd1-a4=cR`. Kings and pawns keep
// their kind (a chameleon pawn that promotes is not modelled); the cycle may be another (Popeye's condition
// ChameleonSequence, conditions/transmutation/chameleon_chess.h). The solver adds this module first when a
// problem has chameleon units, so a condition's side effects (a Republican king placed, a rebirth) see
// the new kind.
#pragma once

#include <cstdint>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class ChameleonUnits final : public RuleModule {
 public:
  // `every_unit`: every unit that moves changes so, whatever its attributes (Chameleon chess,
  // conditions/transmutation/chameleon_chess.h).
  explicit ChameleonUnits(bool every_unit = false) : every_unit_(every_unit) {}
  const char* name() const override { return every_unit_ ? "Chameleon chess" : "chameleon units"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  // A change of kind on the arrival square brings no unit home: castling rights stay as they are.
  bool after_move_brings_units() const override { return false; }

 private:
  bool every_unit_;
};

// Promotion to chameleon units (Popeye, when the diagram has a chameleon unit): a pawn that promotes
// to a kind of the cycle, by its move or by a rebirth on its last rank (Circe family), may become a
// chameleon unit of that kind too, Popeye's `=Q=c`; a choice slot holds it (0: plain, 1: chameleon). The
// solver adds this module after every condition, so the choice sees the rebirths' promotions.
class ChameleonPromotion final : public RuleModule {
 public:
  explicit ChameleonPromotion(ChoiceSlot slot) : slot_(slot) {}
  const char* name() const override { return "chameleon promotion"; }
  unsigned hooks() const override { return kHookChoice | kHookAfterMove; }
  void choices(const Position& after, const Rules& rules, const Move& m,
               std::vector<uint32_t>& values) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool after_move_brings_units() const override { return false; }

 private:
  ChoiceSlot slot_;
};

// Adds ChameleonPromotion to a rule set (after its conditions).
void add_chameleon_promotion(Rules& rules);

// The kind a chameleon unit of kind `k` becomes when it moves under Popeye's default cycle (k itself
// outside the cycle).
PieceKind next_chameleon_kind(PieceKind k);
// ... under the rule set's cycle (RuleParams::chameleon_next: ChameleonSequence), else the default.
PieceKind next_chameleon_kind(const Rules& rules, PieceKind k);

// The piece attribute Chameleon (Popeye: Chameleon, Cameleon, Chamaeleon): ChameleonUnits joins the rule
// set before the conditions (a unit changes kind before any condition's side effect sees the move), and
// the promotion to chameleon units after them (it sees a reborn pawn's promotion).
const AttributeEntry& chameleon_attribute();

}  // namespace nightrider::conditions
