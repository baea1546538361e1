// Amnésie (seed 001's condition 4; Popeye has none, so the keyword is ours, `Amnesie`): retro rights are
// judged from each position alone, as if the moves already played were forgotten (RULES.md 4.1, 4). A
// side may castle whenever its king stands on its game-array square and a rook of its side on a corner
// of its first rank, even if they moved during the solution: after every move (and in a problem's
// diagram) the castling rights are set to exactly those squares, as journaled Right effects, so FEN and
// the hash follow. En passant stays as in orthodox chess: the right the double step just played gives
// (docs/rules-decisions.md).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"

namespace nightrider::conditions {

class Amnesie final : public RuleModule {
 public:
  const char* name() const override { return "Amnesie"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool after_move_changes_board() const override { return false; }  // rights only
  void diagram(Position& pos, const Rules& rules) const override;
};

void apply_amnesie(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& amnesie_condition();

}  // namespace nightrider::conditions
