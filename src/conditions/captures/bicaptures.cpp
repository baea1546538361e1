#include "conditions/captures/bicaptures.h"

#include "conditions/registry.h"

namespace nightrider::conditions {

void apply_bicaptures(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("Bicaptures", arguments);
  rules.params().capture_own_units = true;
}

const ConditionEntry& bicaptures_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Bicaptures", .fr = "Bicaptures", .de = "Bicaptures", .seeds = {{"Bicaptures", {}}}},
      .apply = &apply_bicaptures,
  };
  return entry;
}

}  // namespace nightrider::conditions
