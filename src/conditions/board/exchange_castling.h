// Exchange castling (Popeye `ExchangeCastling`, French `EchangeRoque`, German `PlatzwechselRochade`):
// once in the play, each side's king may exchange squares with any unit of its own side other than a
// pawn (a neutral one too), wherever it stands; orthodox castling is no move. Written as Popeye writes
// it, the partner first: `Bh5<->Ke8`.
//
// Popeye's reading (conditions/exchange_castling.c): the exchange is one more move of the king, after
// its others; the right is spent for the rest of the play once played (a rule-state flag per side here,
// so hashed and in FEN), whatever the diagram. The move is a Swap from the partner's square to the
// king's (so that the notation writes the partner first).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class ExchangeCastling final : public RuleModule {
 public:
  // `spent_flag`: the first of two rule-state flags, White's then Black's, set once the side exchanged.
  explicit ExchangeCastling(int spent_flag) : spent_flag_(spent_flag) {}
  const char* name() const override { return "exchange castling"; }
  unsigned hooks() const override { return kHookGenerate | kHookFilter | kHookAfterMove; }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  // Orthodox castling is no move here.
  bool admits(const Position&, const Rules&, const Move& m) const override {
    return m.kind != MoveKind::Castle;
  }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool after_move_changes_board() const override { return false; }  // (it only spends the right)

 private:
  int flag_of(Colour side) const { return spent_flag_ + (side == Colour::Black ? 1 : 0); }
  int spent_flag_;
};

void apply_exchange_castling(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& exchange_castling_condition();

}  // namespace nightrider::conditions
