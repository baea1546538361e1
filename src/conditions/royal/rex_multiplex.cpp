#include "conditions/royal/rex_multiplex.h"

#include <algorithm>
#include <memory>

#include "conditions/registry.h"
#include "conditions/royal/king_promotion.h"

namespace nightrider::conditions {

bool RexMultiplex::legal_after(const Position& pos, const Rules& rules, Colour mover) const {
  const Colour checked = opposite(mover);
  // (A turn that goes on is judged when it ends; inside the parry test the rule is left out.)
  if (pos.side_to_move() != checked || pos.scratch(scratch_slot_) != 0) return true;
  const auto kings = pos.royals(checked);
  if (kings.size() < 2 || !rules.in_check(pos, checked)) return true;
  // Every king attacked: check, or mate if nothing saves them all -- legal either way.
  if (std::all_of(kings.begin(), kings.end(), [&](Square k) { return rules.is_attacked(pos, k, mover); }))
    return true;
  // Some king safe, another attacked: the check is legal only if the checked side can parry it.
  Position& scratch = const_cast<Position&>(pos);
  uint32_t& parrying = pos.scratch(scratch_slot_);
  parrying = 1;
  const bool parried = rules.has_legal_move(scratch);
  parrying = 0;
  return parried;
}

void apply_rex_multiplex(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("RexMultiplex", arguments);
  rules.claim("the kings", "RexMultiplex");
  RuleParams& params = rules.params();
  params.several_kings = true;
  let_pawns_promote_to_king(params);
  rules.add_module(std::make_unique<RexMultiplex>(rules.reserve_scratch("RexMultiplex")));
}

const ConditionEntry& rex_multiplex_condition() {
  static const ConditionEntry entry{
      .names = {.en = "RexMultiplex",
                .fr = "RexMultiplex",
                .de = "RexMultiplex",
                .seeds = {{"Rex Multiplex", {}}}},
      .apply = &apply_rex_multiplex,
  };
  return entry;
}

}  // namespace nightrider::conditions
