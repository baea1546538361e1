#include "conditions/material/prom_squares.h"

#include <stdexcept>

#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

void apply_prom_squares_of(Rules& rules, Colour side, const char* keyword,
                           const std::vector<std::string>& arguments) {
  if (arguments.empty()) throw std::invalid_argument(std::string(keyword) + " needs squares");
  if (rules.params().promotion_kinds.empty())
    throw std::invalid_argument(std::string(keyword) +
                                " cannot be combined with this rule set: it has no promotion");
  rules.params().promotion_squares[side == Colour::Black ? 1 : 0] =
      square_list_arguments(keyword, arguments, rules.geometry(), /*once_each=*/true);
}

}  // namespace

void apply_white_prom_squares(Rules& rules, const std::vector<std::string>& arguments) {
  apply_prom_squares_of(rules, Colour::White, "WhitePromSquares", arguments);
}
void apply_black_prom_squares(Rules& rules, const std::vector<std::string>& arguments) {
  apply_prom_squares_of(rules, Colour::Black, "BlackPromSquares", arguments);
}

const ConditionEntry& white_prom_squares_condition() {
  static const ConditionEntry entry{
      .names = {.en = "WhitePromSquares", .fr = "BlancCasePromotion", .de = "UWFeldWeiss", .seeds = {}},
      .apply = &apply_white_prom_squares,
  };
  return entry;
}

const ConditionEntry& black_prom_squares_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackPromSquares", .fr = "NoirCasePromotion", .de = "UWFeldSchwarz", .seeds = {}},
      .apply = &apply_black_prom_squares,
  };
  return entry;
}

}  // namespace nightrider::conditions
