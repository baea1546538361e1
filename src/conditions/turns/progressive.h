// Progressif (WinChloe "Progressif", progressive chess; Popeye has no such condition): the sides play
// series of growing length, White 1 move, Black 2, White 3, ... (RULES.md Part B §4.1 item 54):
//  - a series ends early with a move that gives check; the side in check must meet it with the first
//    move of its series (no move may leave the mover's own king in check, as always);
//  - a pawn whose only move in a series was a double step may be taken en passant with the first move
//    of the opponent's next series (the latest such double step, when a series has several: the core
//    keeps one en-passant pawn);
//  - mate and stalemate are judged at the start of a series; a side that cannot complete its series
//    has no move, and it is stalemate (a draw) unless it is in check.
// The series length and the moves already made are rule-state flags (hashed, FEN `@N`); a position
// read without them starts a series whose length follows from the move number (White 2n-1, Black 2n).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Progressive final : public RuleModule {
 public:
  explicit Progressive(int first_flag) : first_flag_(first_flag) {}
  static constexpr int kFlags =
      16;  // moves made in the series (8 bits), its length (8 bits; 0: from the move number)
  const char* name() const override { return "Progressif"; }
  unsigned hooks() const override { return kHookAfterMove | kHookTurn; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool after_move_changes_board() const override { return false; }
  bool after_move_runs_last() const override { return true; }
  bool ends_turn(const Position& pos, const Rules& rules, const Move& m) const override;

  int moves_made(const Position& pos) const;
  int series_length(const Position& pos) const;

 private:
  void set_state(Position& pos, int made, int length) const;
  int first_flag_;
};

void apply_progressive(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& progressive_condition();

}  // namespace nightrider::conditions
