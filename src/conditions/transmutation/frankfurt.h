// Frankfurt chess (Popeye `FrankfurtChess` [`RexExclusive`], French `Francfort`, German
// `FrankfurtSchach`): a unit that takes becomes, where it took, a unit of the kind it took, keeping its
// side and attributes: `Rd1*d6=P`, `f7*g8=B`. Kings too (a royal unit of the new kind, `Ka4*b4=rS`),
// not under `RexExclusive`. The change comes before a pawn's promotion, as in Popeye: a pawn that takes
// a piece on its last rank becomes that piece and does not promote (one move, `e7*d8=R`); one that takes
// a pawn there promotes. Check is the plain attack.
//
// Protean chess (Popeye `ProteanChess` [`RexExclusive`], French `EchecsProtee`, German
// `ProteischesSchach`) is the same but for pawns: a unit that takes a pawn becomes a reverse pawn of its
// side (Popeye's `PP`, which goes back towards its side's first rank), one that takes a reverse pawn a
// pawn (`Kb2*a3=rP`, `Rg6*h6=rPP`). Popeye's Protean adjustment comes just before its Frankfurt one.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Frankfurt final : public RuleModule {
 public:
  Frankfurt(bool kings_too, bool protean) : kings_too_(kings_too), protean_(protean) {}
  const char* name() const override { return protean_ ? "ProteanChess" : "FrankfurtChess"; }
  unsigned hooks() const override { return kHookGenerate | kHookFilter | kHookAfterMove; }
  void generate(const Position& pos, const Rules& rules, MoveList& moves) const override;
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  // A pawn on its own first rank, which a capturer would take on its last rank and become a pawn there
  // that Popeye promotes, is refused (not yet modelled).
  void diagram(Position& pos, const Rules& rules) const override;

 private:
  // Does the unit on `from` change kind when it takes the unit on `victim`?
  bool changes(const Position& pos, const Rules& rules, Square from, Square victim) const;
  // Is `m` a pawn's capture onto its last rank that the change makes no promotion?
  bool promotes_not(const Position& pos, const Rules& rules, const Move& m) const;
  // The kind a unit becomes when it takes a unit of kind `taken`.
  PieceKind new_kind(PieceKind taken) const;
  bool kings_too_;
  bool protean_;  // Protean chess: a pawn taken gives a reverse pawn, a reverse pawn a pawn
};

void apply_frankfurt(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& frankfurt_condition();

void apply_protean(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& protean_condition();

}  // namespace nightrider::conditions
