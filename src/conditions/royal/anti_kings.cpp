#include "conditions/royal/anti_kings.h"

#include <memory>
#include <stdexcept>

#include "conditions/registry.h"

namespace nightrider::conditions {

std::optional<bool> AntiKings::in_check(const Position& pos, const Rules& rules, Colour c) const {
  if (pos.king(c).is_none()) return false;  // (a side without a king is never in check)
  return !rules.in_check_after(pos, c, this);
}

void apply_anti_kings(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("AntiKings", arguments);
  if (rules.params().royal_capture)
    throw std::invalid_argument("AntiKings cannot be combined with a rule under which kings are taken");
  rules.claim("check", "AntiKings", true);  // (it redefines check)
  rules.add_module(std::make_unique<AntiKings>());
}

const ConditionEntry& anti_kings_condition() {
  static const ConditionEntry entry{
      .names = {.en = "AntiKings", .fr = "AntiRois", .de = "AntiKoenige", .seeds = {}},
      .apply = &apply_anti_kings,
  };
  return entry;
}

}  // namespace nightrider::conditions
