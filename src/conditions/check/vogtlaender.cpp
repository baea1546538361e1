#include "conditions/check/vogtlaender.h"

#include <memory>
#include <stdexcept>

#include "conditions/registry.h"

namespace nightrider::conditions {

void apply_vogtlaender(Rules& rules, const std::vector<std::string>& arguments) {
  rules.claim("check", "VogtlaenderChess", true);  // (it defines check)
  expect_no_arguments("VogtlaenderChess", arguments);
  rules.add_module(std::make_unique<Vogtlaender>());
}

}  // namespace nightrider::conditions
