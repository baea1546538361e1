// Castling chess and Rokagogo (Popeye `CastlingChess`, French `EchecsRoque`, German `RochadeSchach`;
// `Rokagogo`; seed "Rokagogo"). A king not in check may castle along any line of the queen's eight
// directions with the first unit on it, of either side, standing at least three squares away: the king
// goes two squares towards it and the partner to the square the king passed over, which must not be a
// square where the king would be in check (nor, as always, the one it arrives on). No rights are needed,
// and orthodox castling is replaced by this. Under Rokagogo the partner must be a rook (of either side)
// on the king's rank or file. Written as Popeye writes it, the king's move then the partner's:
// `Ke1-g1/wRh1-f1`, `Kd4-b2/wPa1-c3`.
//
// The move is the king's plain move marked by one choice bit (so no other rule's two-square king move
// is taken for it); the partner follows as a side effect (EffectReason::Partner).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class CastlingChess final : public RuleModule {
 public:
  const char* effect_words() const override { return "castling chess"; }
  CastlingChess(bool rokagogo, ChoiceSlot slot) : rokagogo_(rokagogo), slot_(slot) {}
  const char* name() const override { return rokagogo_ ? "rokagogo" : "castling chess"; }
  unsigned hooks() const override { return kHookGenerate | kHookFilter | kHookAfterMove; }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  // Orthodox castling is no move here.
  bool admits(const Position&, const Rules&, const Move& m) const override { return m.kind != MoveKind::Castle; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool after_move_brings_units() const override { return false; }

 private:
  bool rokagogo_;
  ChoiceSlot slot_;
};

void apply_castling_chess(Rules& rules, const std::vector<std::string>& arguments);
void apply_rokagogo(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& castling_chess_condition();
const ConditionEntry& rokagogo_condition();

}  // namespace nightrider::conditions
