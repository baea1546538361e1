#include "conditions/royal/siamese_kings.h"

#include "conditions/registry.h"

namespace nightrider::conditions {

void apply_siamese_kings(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("SiameseKings", arguments);
  rules.claim("the kings", "SiameseKings");
  rules.params().several_kings = true;
}

const ConditionEntry& siamese_kings_condition() {
  static const ConditionEntry entry{
      .names = {.en = "SiameseKings", .fr = "SiameseKings", .de = "SiameseKings", .seeds = {{"Rois siamois", {}}}},
      .apply = &apply_siamese_kings,
  };
  return entry;
}

}  // namespace nightrider::conditions
