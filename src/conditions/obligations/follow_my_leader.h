// White and Black Follow my leader (Popeye `WhiteFollowMyLeader`, `BlackFollowMyLeader`, French
// `BlancPoursuite`, `NoirPoursuite`, German `WeisserVerfolgungszueger`, `SchwarzerVerfolgungszueger`).
//
// Popeye's reading (conditions/follow_my_leader.c under its mummer machinery at "regular" strictness):
// when the side has a legal move arriving on the square the move just played left, it must play one;
// when it has none (or no move was played before: the diagram, a threat's null move) every legal move is
// allowed. Check is untouched.
//
// The move just played is the position's move marker, as for the synchronous movers
// (synchronous_movers.h): hashed and written in FEN, shared with them.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class FollowMyLeader final : public RuleModule {
 public:
  explicit FollowMyLeader(Colour side) : side_(side) {}
  const char* name() const override { return "follow my leader"; }
  unsigned hooks() const override { return kHookObligation | kHookAfterMove; }
  void restrict(Position& pos, const Rules& rules, MoveList& moves) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool after_move_changes_board() const override { return false; }

 private:
  Colour side_;
};

void apply_white_follow_my_leader(Rules& rules, const std::vector<std::string>& arguments);
void apply_black_follow_my_leader(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& white_follow_my_leader_condition();
const ConditionEntry& black_follow_my_leader_condition();

}  // namespace nightrider::conditions
