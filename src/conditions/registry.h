// Conditions by name: the solver (and later the variants) add a condition to a rule set just by naming
// it with its Popeye keyword. Each condition family registers here in its own file; the solver has no
// per-condition code.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "rules/rules.h"

namespace nightrider::conditions {

struct ConditionEntry {
  std::string_view popeye_name;  // English Popeye keyword, e.g. "Circe"
  // Adds the condition's modules (and pieces, parameters) to a rule set still being built; throws
  // std::invalid_argument with a one-line message for bad arguments.
  void (*apply)(Rules& rules, const std::vector<std::string>& arguments);
};

// The conditions Nightrider implements so far.
const std::vector<ConditionEntry>& all_conditions();
const ConditionEntry* find_condition(std::string_view popeye_name);
std::string condition_names();  // "Circe, …" for error messages

}  // namespace nightrider::conditions
