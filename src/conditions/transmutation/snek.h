// Snek chess (Popeye `SnekChess`, French `EchecsSnek`, German `SnekSchach`) and Snek circle chess
// (`SnekCircleChess`, `EchecsSnekCirculaires`, `SnekZirkulaerSchach`): a unit taken is replaced in its
// side's army by promotion of a unit of the kind below it, which becomes a unit of the kind taken.
//
// Snek chess's ladder is queen, rook, bishop, knight, king: a queen taken makes a rook of its side a
// queen, a rook a bishop a rook, a bishop a knight a bishop, and a knight taken makes the king a knight
// (a royal knight, `[h4=rS]`); a pawn taken makes the side's royal unit a king again (`[h4=K]`). Snek
// circle chess's ladder is a circle, queen, rook, bishop, knight, queen: a knight taken makes a queen a
// knight; pawns and kings change nothing. Where the side has several units of the kind below, the mover
// chooses which (one move each, in Popeye's order of the squares: a1, b1, … h8); where it has none,
// nothing changes.
//
// As Popeye 4.104 plays it (conditions/snek.c, read, not copied): the change is part of the move, before
// its legality is judged. Popeye leaves a fairy unit taken undefined (it reads past its table); here it
// changes nothing.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class SnekChess final : public RuleModule {
 public:
  // The choice: 1 + the index of the square of the unit that changes (0: none changes).
  static constexpr int kBits = 8;
  SnekChess(ChoiceSlot slot, bool circle) : slot_(slot), circle_(circle) {}
  const char* name() const override { return circle_ ? "SnekCircleChess" : "SnekChess"; }
  const char* effect_words() const override { return "Snek promotion"; }
  unsigned hooks() const override { return kHookChoice | kHookAfterMove; }
  void choices(const Position& after, const Rules& rules, const Move& m,
               std::vector<uint32_t>& values) const override;
  bool chooses_only_after_captures() const override { return true; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

 private:
  // The kind whose units become a unit of `taken` (PieceKind::None: no unit changes).
  // (Popeye's standard walks, Ultramarine chess's: the kinds in the orthodox kinds' places.)
  PieceKind kind_below(PieceKind taken, const RuleParams& params) const;
  ChoiceSlot slot_;
  bool circle_;
};

void apply_snek_chess(Rules& rules, const std::vector<std::string>& arguments);
void apply_snek_circle_chess(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& snek_chess_condition();
const ConditionEntry& snek_circle_chess_condition();

}  // namespace nightrider::conditions
