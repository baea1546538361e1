#include "conditions/board/hole.h"

#include <algorithm>
#include <stdexcept>

#include "conditions/registry.h"

namespace nightrider::conditions {

void apply_hole(Rules& rules, const std::vector<std::string>& arguments) {
  // The squares, one argument each or run together ("h1h2h3").
  std::vector<Square>& blocked = rules.params().blocked_squares;
  for (Square hole : square_list_arguments("Hole", arguments, rules.geometry(), true))
    if (std::find(blocked.begin(), blocked.end(), hole) == blocked.end()) blocked.push_back(hole);
}

const ConditionEntry& hole_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Hole", .fr = "Trou", .de = "Loch", .seeds = {{"Trou - Hole", {}}}},
      .apply = &apply_hole,
      .orthodox_but_blocked_squares = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
