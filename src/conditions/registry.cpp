#include "conditions/registry.h"

#include <algorithm>
#include <cctype>

namespace nightrider::conditions {

const std::vector<ConditionEntry>& all_conditions() {
  // Filled by the condition families as they are written (issue 8 onwards).
  static const std::vector<ConditionEntry> entries = {};
  return entries;
}

const ConditionEntry* find_condition(std::string_view popeye_name) {
  auto same = [](std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
             return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
  };
  for (const ConditionEntry& e : all_conditions())
    if (same(e.popeye_name, popeye_name)) return &e;
  return nullptr;
}

}  // namespace nightrider::conditions
