#include "conditions/check/vogtlaender.h"

#include <memory>
#include <stdexcept>

namespace nightrider::conditions {

void apply_vogtlaender(Rules& rules, const std::vector<std::string>& arguments) {
  if (!arguments.empty())
    throw std::invalid_argument("VogtlaenderChess takes no argument (got " + arguments.front() + ")");
  rules.add_module(std::make_unique<Vogtlaender>());
}

}  // namespace nightrider::conditions
