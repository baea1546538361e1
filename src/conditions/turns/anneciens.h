// Annéciens (WinChloe "Annéciens"; Popeye has no such condition): every turn is two successive moves of
// one and the same unit. The reading Nightrider implements (RULES.md Part B §6 item 12 leaves it open;
// docs/rules-decisions.md records it):
//  - the second move starts where the first ended; a first move after which the unit has no second move
//    is illegal (a single move is forbidden);
//  - the double move must change the position: after a first move that took nothing, the unit may not
//    go straight back without taking something;
//  - self-checks are allowed and kings may be taken; taking a king ends the game at once (even after the
//    first move); a side without a double move is stalemated (a draw);
//  - castling, promotion and en passant are moves like any other, in either half; an en-passant square
//    is left by a double step played as the second half.
// The first move's squares are the position's move marker (hashed, in FEN as `@F/e2e4`), and a rule-state
// flag says whether it took something.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Anneciens final : public RuleModule {
 public:
  explicit Anneciens(int captured_flag) : captured_flag_(captured_flag) {}
  const char* name() const override { return "Anneciens"; }
  unsigned hooks() const override { return kHookFilter | kHookAfterMove | kHookLegality | kHookTurn; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool after_move_changes_board() const override { return false; }
  bool after_move_runs_last() const override { return true; }
  // A first move is legal only if the unit has a second one.
  bool legal_after(const Position& pos, const Rules& rules, Colour mover) const override;
  bool ends_turn(const Position& pos, const Rules& rules, const Move& m) const override;

 private:
  int captured_flag_;
};

void apply_anneciens(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& anneciens_condition();

}  // namespace nightrider::conditions
