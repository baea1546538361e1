// Messigny chess (Popeye `MessignyChess` [`RexInclusive`, default, | `RexExclusive`], French
// `EchecsMessigny`, German `MessignySchach`): instead of moving, a unit may exchange squares with an
// enemy unit (or a neutral one) of its own kind, "Ta8<->Tg5"; kings too, unless `RexExclusive`. The
// two squares of an exchange just played are out of the reply's exchanges: neither unit standing there
// may exchange, as in Popeye (the exchange is kept in the move marker, FEN "@0/a8g5").
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Messigny final : public RuleModule {
 public:
  explicit Messigny(bool rex_inclusive) : rex_inclusive_(rex_inclusive) {}
  const char* name() const override { return "messigny"; }
  unsigned hooks() const override { return kHookGenerate | kHookAfterMove; }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool after_move_changes_board() const override { return false; }  // (it only keeps the marker)

 private:
  bool rex_inclusive_;
};

void apply_messigny(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& messigny_condition();

}  // namespace nightrider::conditions
