// Monochrome and Bichrome chess (Popeye `MonochromChess`, `BichromChess`; WinChloe "Monochromatique",
// "Bichromatique"): every move, and every observation (so every check), goes between two squares of
// the same colour (Monochrome) or of different colours (Bichrome). Castling is judged by the king's
// move, and queen-side castling is neither, as in Popeye: it is never played. These are the geometry
// level of observation (core/rule_module.h): the other conditions' tests see them.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Chromatic final : public RuleModule {
 public:
  explicit Chromatic(bool same_colour) : same_colour_(same_colour) {}
  const char* name() const override { return same_colour_ ? "monochrome" : "bichrome"; }
  unsigned hooks() const override { return kHookFilter | kHookObservation; }
  ObservationLevel observation_level() const override { return ObservationLevel::Geometry; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;

 private:
  bool allows(Square from, Square to) const;
  bool same_colour_;
};

// MonochromChess and BichromChess, without arguments (conditions/registry).
void apply_monochrome(Rules& rules, const std::vector<std::string>& arguments);
void apply_bichrome(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& monochrome_condition();
const ConditionEntry& bichrome_condition();

}  // namespace nightrider::conditions
