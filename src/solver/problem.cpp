// The problem model's helpers: the name of a board square, questions about the conditions.
#include "solver/problem.h"

#include <algorithm>

namespace nightrider::solver {

bool has_condition(const std::vector<ConditionSpec>& conditions, std::string_view name) {
  return std::any_of(conditions.begin(), conditions.end(), [&](const ConditionSpec& c) { return c.name == name; });
}

bool attribute_of_every_unit(std::string_view attribute, const std::vector<ConditionSpec>& conditions) {
  if (attribute == "Volage") return has_condition(conditions, "Volage") || has_condition(conditions, "Hypervolage");
  if (attribute == "Patrol") return has_condition(conditions, "Patrouille");
  if (attribute == "Functionary") return has_condition(conditions, "FunctionaryChess");
  if (attribute == "Anda" || attribute == "AndaInverse") return has_condition(conditions, attribute);
  return false;
}

std::string square_name(BoardSquare s) {
  std::string name;
  name += static_cast<char>('a' + s.file);
  name += static_cast<char>('1' + s.rank);
  return name;
}

}  // namespace nightrider::solver
