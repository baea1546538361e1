// Edge movers (Popeye `WhiteEdgeMover`, `BlackEdgeMover`; French `BlancBordCoup`, `NoirBordCoup`; German
// `WeisserRandzueger`, `SchwarzerRandzueger`): every move of that side ends on a square of the board's
// edge, and its units observe (so check) only squares of the edge, as Popeye validates the geometry of
// their observations.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class EdgeMover final : public RuleModule {
 public:
  explicit EdgeMover(Colour side) : side_(side) {}
  const char* name() const override { return side_ == Colour::White ? "white edge mover" : "black edge mover"; }
  unsigned hooks() const override { return kHookFilter | kHookObservation; }
  ObservationLevel observation_level() const override { return ObservationLevel::Geometry; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;

 private:
  Colour side_;
};

void apply_white_edge_mover(Rules& rules, const std::vector<std::string>& arguments);
void apply_black_edge_mover(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& white_edge_mover_condition();
const ConditionEntry& black_edge_mover_condition();

}  // namespace nightrider::conditions
