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

const ConditionEntry& vogtlaender_condition() {
  static const ConditionEntry entry{
      .names = {.en = "VogtlaenderChess",
                .fr = "EchecsVogtlaender",
                .de = "VogtlaenderSchach",
                .seeds = {{"Vogtländer", {}}}},
      .apply = &apply_vogtlaender,
  };
  return entry;
}

}  // namespace nightrider::conditions
