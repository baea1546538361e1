// Breton (Popeye `Breton`, with `Adverse`, `Chromatic`, `PY`): after a capture, a unit of the same kind
// as the one taken is taken off too (Chromatic: changes side instead), of the capturer's side (the
// capturer itself may be the one), or with Adverse of the captured unit's side. Where there are several,
// the capturer chooses (each choice is a move of its own, in the order of the squares); where there is
// none, nothing more happens. `PY` (Popeye's own reading against WinChloe's, the default) differs only
// for neutral units, which the solver refuses beside Breton (not modelled).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

struct BretonOptions {
  bool adverse = false;    // the captured unit's side loses the unit, not the capturer's
  bool chromatic = false;  // the unit changes side instead of leaving the board
  bool popeye = false;     // PY: Popeye's reading (it differs for neutral units only)
};

class Breton final : public RuleModule {
 public:
  static constexpr int kChoiceBits = 7;  // 1 + the square's index (0: nothing more)
  Breton(BretonOptions options, ChoiceSlot slot) : options_(options), slot_(slot) {}
  const char* name() const override { return "breton"; }
  const char* effect_words() const override { return "Breton"; }
  unsigned hooks() const override { return kHookChoice | kHookAfterMove; }
  void choices(const Position& after, const Rules& rules, const Move& m,
               std::vector<uint32_t>& values) const override;
  bool chooses_only_after_captures() const override { return true; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

 private:
  BretonOptions options_;
  ChoiceSlot slot_;
};

void apply_breton(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& breton_condition();

}  // namespace nightrider::conditions
