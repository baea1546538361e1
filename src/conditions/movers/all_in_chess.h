// Who moves whose units.
//  - All-in-Chess (Popeye `AllInChess`, WinChloe "All-in-Chess"): the side to move may move a unit of
//    either side; an enemy unit moves as its own side's would (pawn direction, captures), and the
//    mover's king must be safe afterwards. As in Popeye, a move that exactly takes back the move just
//    played (the same unit back from where it came, neither move a capture) is illegal: the move just
//    played is the position's move marker, so it is hashed and written in FEN.
//  - Half-in-Chess (Popeye `HalfInChess`): the side to move moves only the other side's units.
//  - Mainly-in-Chess (Popeye `MainlyInChess`): either side's units, as in All-in-Chess, but the unit
//    that made the move just played may not move again at once (there is no take-back ban).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class TakeBackBan final : public RuleModule {
 public:
  const char* name() const override { return "all-in-chess take-back ban"; }
  unsigned hooks() const override { return kHookFilter | kHookAfterMove; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  // Notes the move just played when it took nothing and its unit stands unchanged where it went.
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool after_move_changes_board() const override { return false; }
  bool after_move_runs_last() const override { return true; }
};

// Mainly-in-Chess: the unit that moved last may not move now. The move just played is the marker.
class SameMoverBan final : public RuleModule {
 public:
  const char* name() const override { return "mainly-in-chess same-mover ban"; }
  unsigned hooks() const override { return kHookFilter | kHookAfterMove; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool after_move_changes_board() const override { return false; }
  bool after_move_runs_last() const override { return true; }
};

void apply_all_in_chess(Rules& rules, const std::vector<std::string>& arguments);
void apply_mainly_in_chess(Rules& rules, const std::vector<std::string>& arguments);
void apply_half_in_chess(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& all_in_chess_condition();
const ConditionEntry& half_in_chess_condition();
const ConditionEntry& mainly_in_chess_condition();

}  // namespace nightrider::conditions
