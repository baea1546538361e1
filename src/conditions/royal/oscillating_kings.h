// Oscillating kings (Popeye `WhiteOscillatingKings`, `BlackOscillatingKings`, each `TypeA` (default),
// `TypeB` or `TypeC`) and Swapping kings (Popeye `SwappingKings`, seed 74 "Swapping Kings": both
// sides, type C). After a move of a side whose kings oscillate, the two kings exchange their squares:
// under type A after every move; under type B after every move that leaves the mover's own king
// unattacked, any other being illegal; under type C only after a move that gives check. The move's
// legality is then judged on the position after the exchange. Written "[Ke1<->Kh3]".
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class OscillatingKings final : public RuleModule {
 public:
  enum class Type { A, B, C };
  // The kings oscillate after the moves of `side` (one module per side: each side has its own type).
  OscillatingKings(Colour side, Type type) : side_(side), type_(type) {}

  const char* name() const override { return "oscillating kings"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

 private:
  Colour side_;
  Type type_;
};

void apply_white_oscillating_kings(Rules& rules, const std::vector<std::string>& arguments);
void apply_black_oscillating_kings(Rules& rules, const std::vector<std::string>& arguments);
void apply_swapping_kings(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& white_oscillating_kings_condition();
const ConditionEntry& black_oscillating_kings_condition();
const ConditionEntry& swapping_kings_condition();

}  // namespace nightrider::conditions
