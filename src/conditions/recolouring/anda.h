// Anda (Popeye `Anda`, same in French and German) and AndaInverse (Popeye `AndaInverse`, German
// `AndaInvers`): after a move, the unit that moved (where the move's side effects leave it) changes
// colour when it gives check (Anda), or when it does not (AndaInverse): a white or black unit becomes
// neutral, a neutral unit becomes the mover's: "Rg6-g5[=n] +", "nRg5-g4[=b] +".
//
// "Gives check" is Popeye's (pieces/attributes/anda.c): the other side is in check and the unit that
// moved observes its king, every observation rule asked. Royal units never change. Written as Popeye
// writes it, in brackets after the side effects: "Re4-d4[=n]" (ReasonRole::MoverSideChange).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// (`attributed_only`: Popeye's attribute Anda, the rule for the units that have it, `white anda pc6`.)
class Anda final : public RuleModule {
 public:
  explicit Anda(bool inverse, bool attributed_only = false)
      : inverse_(inverse), attributed_only_(attributed_only) {}
  const char* name() const override { return inverse_ ? "AndaInverse" : "Anda"; }
  const char* effect_words() const override { return inverse_ ? "AndaInverse" : "Anda"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

 private:
  bool inverse_;
  bool attributed_only_;
};

void apply_anda(Rules& rules, const std::vector<std::string>& arguments);
void apply_anda_inverse(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& anda_condition();
const ConditionEntry& anda_inverse_condition();
// The attribute Anda (English, French and German alike): the rule for the units that have it, unless
// the condition gives it to every unit.
const AttributeEntry& anda_attribute();

}  // namespace nightrider::conditions
