// SingleBox (Popeye `SingleBox`, German `NurPartiesatzSteine`): each side has one box of men, the
// orthodox game's (a king, a queen, two rooks, two bishops, two knights, eight pawns), and no move may
// leave either side with more of a kind than that. So a pawn promotes only to a kind of which its side
// has lost a unit.
//  - Type 1 (the default): as in Popeye, a pawn that could take a king only by promoting to a kind it
//    may not have does not check it.
//  - Type 2: a pawn reaching its last rank when no kind is in the box stays a pawn there (a latent
//    pawn). As soon as a kind of its side is in the box (the other side took a unit), the other side
//    promotes it as part of that move, choosing the latent pawn and the kind: `Sh4*f3[h1=S]`. No move
//    may leave a latent pawn while a queen, rook, bishop or knight of its side is in the box.
//  - Type 3: the same latent pawns, but a side promotes its own latent pawns: while it may, each of its
//    moves begins with one such promotion (its choice), and the promoted unit may be the one that then
//    moves; no move may leave the mover a latent pawn and a kind in the box. A latent pawn also checks
//    as any kind in its side's box (a check definition of its own, so claimed). The promotion is made
//    before the move (RuleModule::before_move) and written before it: `[e8=R]Qd8-d4`, `[f8=B]Bf8*g7`.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "conditions/walks/lent_walk_observers.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class SingleBox final : public RuleModule, public LentMoveWalks {
 public:
  // Type 1, 2 or 3; `slot`: type 2's choice, type 3's mark of a move (which latent pawn, which kind).
  SingleBox(int type, ChoiceSlot slot) : type_(type), slot_(slot) {}
  // 0: no promotion, else 1 + the latent pawn's file * 4 + the kind (queen, knight, rook, bishop).
  static constexpr int kChoiceBits = 6;
  const char* name() const override { return "SingleBox"; }
  unsigned hooks() const override {
    if (type_ == 1) return kHookLegality | kHookObservation;
    if (type_ == 2) return kHookLegality | kHookGenerate | kHookChoice | kHookAfterMove;
    return kHookLegality | kHookGenerate | kHookFilter | kHookBeforeMove | kHookCheck;
  }
  bool legal_after(const Position& pos, const Rules& rules, Colour mover) const override;
  ObservationLevel observation_level() const override { return ObservationLevel::Geometry; }
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  // Types 2 and 3: a pawn's move onto its last rank without promotion (it stays a latent pawn).
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  void choices(const Position& after, const Rules& rules, const Move& m,
               std::vector<uint32_t>& values) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  // Type 3: while the mover may promote a latent pawn, only its moves that do (marked) are moves.
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void before_move(Position& pos, const Rules& rules, const Move& m) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour side) const override;
  // Type 3: a move of the latent pawn it promotes first is made with the promoted kind's walk (Popeye
  // generates it so, and orders it by that walk: [h8=R]Rh8-h1 before [h8=R]Rh8-a8).
  PieceKind lent_walk_of_move(const Position& pos, const Rules& rules, const Move& m) const override;

 private:
  int type_;
  ChoiceSlot slot_;
};

// SingleBox [Type1|Type2|Type3] (conditions/registry).
void apply_singlebox(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& singlebox_condition();

}  // namespace nightrider::conditions
