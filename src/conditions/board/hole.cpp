#include "conditions/board/hole.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <stdexcept>

namespace nightrider::conditions {

void apply_hole(Rules& rules, const std::vector<std::string>& arguments) {
  if (arguments.empty()) throw std::invalid_argument("Hole needs at least one square");
  // The squares, one argument each or run together ("h1h2h3").
  std::vector<Square>& blocked = rules.params().blocked_squares;
  for (const std::string& argument : arguments) {
    size_t i = 0;
    while (i < argument.size()) {
      size_t end = i + 1;
      while (end < argument.size() && std::isdigit(static_cast<unsigned char>(argument[end]))) ++end;
      const auto s = end > i + 1 ? rules.geometry().parse(argument.substr(i, end - i)) : std::nullopt;
      if (!s) throw std::invalid_argument("Hole: '" + argument + "' is not a list of squares");
      if (std::find(blocked.begin(), blocked.end(), *s) == blocked.end()) blocked.push_back(*s);
      i = end;
    }
  }
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
