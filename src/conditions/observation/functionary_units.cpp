#include "conditions/observation/functionary_units.h"

#include <memory>
#include <stdexcept>
#include <string_view>

#include "conditions/capabilities.h"

namespace nightrider::conditions {

bool FunctionaryUnits::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null || !is_functionary(pos.at(m.from))) return true;
  return rule_.enabled(pos, rules, m.from, pos.side_to_move());
}

bool FunctionaryUnits::observation_allowed(const Position& pos, const Rules& rules,
                                           const Observation& o) const {
  return !is_functionary(pos.at(o.from)) || rule_.enabled(pos, rules, o.from, o.by);
}

namespace {
void add_functionary_units_first(Rules& rules) {
  // (As FunctionaryChess: Popeye's observations with the walk of the unit behind were not compared.)
  rules.exclude(kCapabilityBorrowedWalks, "Functionary",
                "observations with the walk of the unit behind (Annan) are not supported yet");
  rules.add_module(std::make_unique<FunctionaryUnits>());
}

// Beside FunctionaryChess, which gives every unit the mark, Popeye writes no unit's mark: refused, so that no
// unit's letters differ.
void refuse_functionary_units_beside_functionary_condition(Rules& rules) {
  for (const auto& module : rules.modules())
    if (std::string_view(module->name()) == "functionary")
      throw std::invalid_argument("piece attribute Functionary beside FunctionaryChess is not supported yet");
}
}  // namespace

const AttributeEntry& functionary_attribute() {
  static const AttributeEntry entry{
      .en = "Functionary",
      .fr = "Fonctionnaire",
      .de = "Beamtet",
      .bit = kAttributeFunctionary,
      .before_conditions = &add_functionary_units_first,
      .after_conditions = &refuse_functionary_units_beside_functionary_condition,
      .allows_neutral = false};
  return entry;
}

}  // namespace nightrider::conditions
