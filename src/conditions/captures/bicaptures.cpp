#include "conditions/captures/bicaptures.h"

#include "conditions/registry.h"

namespace nightrider::conditions {

void apply_bicaptures(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("Bicaptures", arguments);
  rules.params().capture_own_units = true;
}

}  // namespace nightrider::conditions
