#include "eval/evaluator.h"

#include <string_view>

#include "eval/board_evaluator.h"

namespace nightrider {

std::unique_ptr<Evaluator> make_evaluator(const Rules& rules, const EvalConfig& config) {
  const std::string_view name = rules.name();
  if (name == "antiking1" || name == "antiking2") return make_antiking_evaluator(rules, config);
  if (name == "magnetic" || name == "antimagnetic") return make_magnetic_evaluator(rules, config);
  if (name == "rococo") return make_rococo_evaluator(rules, config);
  return make_chess_evaluator(rules, config);
}

}  // namespace nightrider
