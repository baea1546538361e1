#include "conditions/check/vogtlaender.h"

#include <memory>
#include <stdexcept>

#include "conditions/registry.h"

namespace nightrider::conditions {

void apply_vogtlaender(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("VogtlaenderChess", arguments);
  rules.add_module(std::make_unique<Vogtlaender>());
}

}  // namespace nightrider::conditions
