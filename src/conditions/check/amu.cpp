#include "conditions/check/amu.h"

#include <memory>

#include "conditions/registry.h"

namespace nightrider::conditions {

void Amu::before_move(Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null) return;
  // The other side's units observing the departure square, each counted once; a second one ends the
  // search (the answer is then "not once").
  int attackers = 0;
  Square first = Square::none();
  rules.is_attacked_if(pos, m.from, opposite(pos.side_to_move()), ObservationPurpose::Check,
                       [&](Square from) {
                         if (from == first) return false;
                         if (attackers++ == 0) first = from;
                         return attackers == 2;
                       });
  const bool attacked_once = attackers == 1;
  if (pos.rule_flag(attacked_once_flag_) != attacked_once)
    pos.set_rule_flag(attacked_once_flag_, attacked_once);
}

std::optional<bool> Amu::immobile(Position& pos, const Rules& rules) const {
  // A side in check is mated only by a unit that was attacked exactly once: else it is no mate, whatever
  // its moves (the goal mate asks "in check and immobile").
  if (pos.rule_flag(attacked_once_flag_) || !rules.in_check(pos, pos.side_to_move())) return std::nullopt;
  return false;
}

void apply_amu(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("AMU", arguments);
  rules.claim("what immobile means", "AMU");
  rules.add_module(std::make_unique<Amu>(rules.reserve_flag("AMU")));
}

const ConditionEntry& amu_condition() {
  static const ConditionEntry entry{
      .names = {.en = "AMU", .fr = "AMU", .de = "AMU", .seeds = {}},
      .apply = &apply_amu,
      .mate_goal_only = true,
      .only_condition = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
