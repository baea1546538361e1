#include "conditions/check/bicolores.h"

#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

std::optional<bool> Bicolores::in_check(const Position& pos, const Rules& rules, Colour c) const {
  if (rules.in_check_after(pos, c, this)) return true;
  const Square king = pos.king(c);
  return king.is_some() && rules.is_attacked(pos, king, c);
}

void apply_bicolores(Rules& rules, const std::vector<std::string>& arguments) {
  rules.claim("check", "Bicolores", true);  // (it defines check)
  rules.exclude(kCapabilityObservingElsewhere, "Bicolores",
                "Bicolores's check beside units observing from other squares is not Popeye's yet");
  expect_no_arguments("Bicolores", arguments);
  rules.add_module(std::make_unique<Bicolores>());
}

const ConditionEntry& bicolores_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Bicolores", .fr = "Bicolores", .de = "Bicolores", .seeds = {{"Bicolores", {}}}},
      .apply = &apply_bicolores,
  };
  return entry;
}

}  // namespace nightrider::conditions
