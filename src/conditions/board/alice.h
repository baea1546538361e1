// Alice chess (Popeye `AliceChess`, German `AliceSchach`, French `Alice`; the piece attributes `AliceA`
// and `AliceB` name a unit's board, A where none is written). Two boards, A and B: a unit moves on its
// own board as if the other's units were not there (they neither block, nor are taken, nor shield a
// king), its arrival square must be empty on the other board, and the move done it goes over to the same
// square of the other board (castling's king and rook both; a promoted pawn as what it became). En
// passant takes a pawn of the mover's own board. A king is in check from the units of its own board
// alone; a king's move must also leave it out of check on the board it moved on. As Popeye plays it
// (conditions/alice.c, read, not copied): its text writes the board a unit goes to after the move,
// `f4-f5A`, `0-0-0BB`, `f5*e6 ep.A`. A unit on board B carries kAttributeAliceB (core/types.h).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

constexpr bool on_board_b(Piece p) { return (p.attributes() & kAttributeAliceB) != 0; }

class AliceChess final : public RuleModule {
 public:
  const char* name() const override { return "AliceChess"; }
  unsigned hooks() const override {
    return kHookBoards | kHookFilter | kHookAfterMove | kHookCheck | kHookLegality;
  }
  int board_count() const override { return 2; }
  int board_of(Piece unit) const override { return on_board_b(unit) ? 1 : 0; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour side) const override;
  bool legal_after(const Position& pos, const Rules& rules, Colour mover) const override;
  const char* effect_words() const override { return "change of board"; }
};

// AliceChess, without arguments (conditions/registry): adds the module once (the attributes AliceA and
// AliceB bring it too), refused beside the other conditions' modules, whose rules on two boards are not
// modelled.
void apply_alice(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& alice_condition();
// The piece attributes AliceA (board A, no bit) and AliceB (kAttributeAliceB): either brings AliceChess.
const AttributeEntry& alice_a_attribute();
const AttributeEntry& alice_b_attribute();

}  // namespace nightrider::conditions
