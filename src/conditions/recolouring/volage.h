// Volage and Hypervolage (Popeye `Volage`, `Hypervolage`; WinChloe "Volage"): a unit (not a royal one)
// that moves to a square of the other colour than the one it left changes side — under Volage the
// first time only (it is then Spent, core/types.h), under Hypervolage every time. Where it ends counts:
// the arrival square, or where a rule moved it on. A unit Circe brings back on a square of the other
// colour than the one it was taken on changes side the same way (as in Popeye). A neutral unit stays
// neutral; castling moves a king and changes nothing.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Volage final : public RuleModule {
 public:
  explicit Volage(bool every_time) : every_time_(every_time) {}
  const char* name() const override { return every_time_ ? "hypervolage" : "volage"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

 private:
  // Changes the side of the unit on `square` (and spends it under Volage) if it may change: a unit of
  // `mover_side` or of its enemy, not royal, not neutral, not spent.
  void change_side(Position& pos, const Rules& rules, Square square, Colour to_side) const;
  bool every_time_;
};

void apply_volage(Rules& rules, const std::vector<std::string>& arguments);
void apply_hypervolage(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& volage_condition();
const ConditionEntry& hypervolage_condition();

}  // namespace nightrider::conditions
