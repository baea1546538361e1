#include "conditions/placement/glasgow.h"

#include "conditions/registry.h"

namespace nightrider::conditions {

void apply_glasgow_chess(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("GlasgowChess", arguments);
  rules.claim("the promotion rank", "GlasgowChess");
  rules.params().promotion_ranks_short = 1;
}

const ConditionEntry& glasgow_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "GlasgowChess", .fr = "EchecsGlasgow", .de = "GlasgowSchach", .seeds = {{"Glasgow", {}}}},
      .apply = &apply_glasgow_chess,
      .order = -1,  // before the Circe family, which reads the rank
  };
  return entry;
}

}  // namespace nightrider::conditions
