#include "conditions/observation/chromatic.h"

#include <memory>
#include <stdexcept>

#include "conditions/registry.h"

namespace nightrider::conditions {

bool Chromatic::allows(Square from, Square to) const {
  const bool same = (from.file() + from.rank()) % 2 == (to.file() + to.rank()) % 2;
  return same == same_colour_;
}

bool Chromatic::admits(const Position&, const Rules&, const Move& m) const {
  if (m.kind == MoveKind::Null) return true;
  if (m.kind == MoveKind::Castle && m.to.file() < m.from.file()) return false;  // queen-side
  return allows(m.from, m.to);
}

bool Chromatic::observation_allowed(const Position&, const Rules&, const Observation& o) const {
  return allows(o.from, o.target);
}

namespace {

void apply_chromatic(Rules& rules, const std::vector<std::string>& arguments, bool same_colour,
                     const char* keyword) {
  expect_no_arguments(keyword, arguments);
  rules.add_module(std::make_unique<Chromatic>(same_colour));
}

}  // namespace

void apply_monochrome(Rules& rules, const std::vector<std::string>& arguments) {
  apply_chromatic(rules, arguments, true, "MonochromChess");
}
void apply_bichrome(Rules& rules, const std::vector<std::string>& arguments) {
  apply_chromatic(rules, arguments, false, "BichromChess");
}

const ConditionEntry& monochrome_condition() {
  static const ConditionEntry entry{
      .names = {.en = "MonochromChess",
                .fr = "Monochromatique",
                .de = "MonochromesSchach",
                .seeds = {{"Monochromatique", {}}}},
      .apply = &apply_monochrome,
  };
  return entry;
}

const ConditionEntry& bichrome_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BichromChess",
                .fr = "Bichromatique",
                .de = "BichromesSchach",
                .seeds = {{"Bichromatique", {}}}},
      .apply = &apply_bichrome,
  };
  return entry;
}

}  // namespace nightrider::conditions
