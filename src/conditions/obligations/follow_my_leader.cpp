#include "conditions/obligations/follow_my_leader.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/obligations/side_measure.h"
#include "conditions/obligations/synchronous_movers.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

void FollowMyLeader::after_move(Position& pos, const Rules&, const Move& m) const {
  mark_move_just_played(pos, m);
}

void FollowMyLeader::restrict(Position& pos, const Rules&, MoveList& moves) const {
  if (pos.side_to_move() != side_ || pos.move_marker() == 0) return;
  const Square left = Square::from_index(pos.move_marker() >> 8);
  keep_moves(
      moves, [&](const Move& m) { return m.kind != MoveKind::Null && m.to == left; },
      /*none_leaves_all=*/true);
}

namespace {

void apply_follow_my_leader(Rules& rules, Colour side, const char* keyword,
                            const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityMoverGoesOn, keyword,
                "the arrival of a move whose unit goes on from its arrival square is not supported yet");
  expect_no_arguments(keyword, arguments);
  rules.claim(side == Colour::White ? "White's obligation" : "Black's obligation", keyword);
  rules.claim("the move marker", keyword, true);  // (written as the synchronous movers write it)
  rules.params().move_marker_in_fen = true;
  rules.add_module(std::make_unique<FollowMyLeader>(side));
}

}  // namespace

void apply_white_follow_my_leader(Rules& rules, const std::vector<std::string>& arguments) {
  apply_follow_my_leader(rules, Colour::White, "WhiteFollowMyLeader", arguments);
}
void apply_black_follow_my_leader(Rules& rules, const std::vector<std::string>& arguments) {
  apply_follow_my_leader(rules, Colour::Black, "BlackFollowMyLeader", arguments);
}

const ConditionEntry& white_follow_my_leader_condition() {
  static const ConditionEntry entry{
      .names = {.en = "WhiteFollowMyLeader",
                .fr = "BlancPoursuite",
                .de = "WeisserVerfolgungszueger",
                .seeds = {}},
      .apply = &apply_white_follow_my_leader,
  };
  return entry;
}

const ConditionEntry& black_follow_my_leader_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackFollowMyLeader",
                .fr = "NoirPoursuite",
                .de = "SchwarzerVerfolgungszueger",
                .seeds = {}},
      .apply = &apply_black_follow_my_leader,
  };
  return entry;
}

}  // namespace nightrider::conditions
