// Norsk Sjakk (Popeye `NorskSjakk`, the same word in French and German): a unit that moves changes kind
// where it arrives, queen <-> knight and rook <-> bishop (castling's rook too; the king, pawns and fairy
// units stay), unless the move promoted it. A unit takes only a unit of its own kind, and a royal unit
// never takes. Check is observation as usual (Popeye removes the other captures from the moves it
// generates, not from its test for check).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class NorskSjakk final : public RuleModule {
 public:
  const char* name() const override { return "Norsk Sjakk"; }
  unsigned hooks() const override { return kHookAfterMove | kHookFilter; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
};

void apply_norsk_sjakk(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& norsk_sjakk_condition();

}  // namespace nightrider::conditions
