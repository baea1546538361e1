// Masand (Popeye `Masand`, same in French and German): a move that gives check with the unit that moved
// (where its move leaves it) changes the side of every unit that unit then observes, kings and neutral
// units aside: "Rf3-f2[f1=w][f4=w] #". MasandGeneralised (Popeye `MasandGeneralised`, French
// `MasandGeneralise`, German `MasandVerallgemeinert`): after a move that gives check, every unit of the
// mover's side that observes the checked king changes the units it observes, each unit once. The
// observations are those of check, every observation rule asked, as Popeye asks them; the check is
// judged on the board before the changes.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Masand final : public RuleModule {
 public:
  explicit Masand(bool generalised) : generalised_(generalised) {}
  const char* name() const override { return generalised_ ? "MasandGeneralised" : "Masand"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

 private:
  // Does the unit on `observer` observe `target` for `side` (every observation rule asked)?
  static bool observes(const Position& pos, const Rules& rules, Square observer, Square target, Colour side);
  bool generalised_;
};

void apply_masand(Rules& rules, const std::vector<std::string>& arguments);
void apply_masand_generalised(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& masand_condition();
const ConditionEntry& masand_generalised_condition();

}  // namespace nightrider::conditions
