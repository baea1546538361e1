#include "conditions/check/lese_majeste.h"

#include <memory>

#include "conditions/registry.h"

namespace nightrider::conditions {

void apply_lese_majeste(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("LeseMajeste", arguments);
  rules.claim("check", "LeseMajeste", true);  // (it changes whose check the diagram counts)
  rules.add_module(std::make_unique<LeseMajeste>());
}

const ConditionEntry& lese_majeste_condition() {
  static const ConditionEntry entry{
      .names = {.en = "LeseMajeste", .fr = "LeseMajeste", .de = "LeseMajeste", .seeds = {}},
      .apply = &apply_lese_majeste,
  };
  return entry;
}

}  // namespace nightrider::conditions
