// Geneva chess (Popeye `GenevaChess`, French `EchecsGeneve`, German `GenferSchach`): a capture is legal
// only if the capturer's Circe rebirth square (conditions/circe/circe.h), counted for its kind from the
// square it leaves, is empty once the capture is made, and the capturer does not leave that very square;
// nothing is reborn, the capturer stays where it took. Kings capture freely (Rex Exclusiv, Popeye's
// default); under `RexInclusive` a king needs e1 (White) or e8 (Black) so. `Mirror`: the square of the
// other side's unit. A king is in check only by a unit whose capture of it would be legal.
// As Popeye 4.104 plays it (conditions/geneva.c, read, not copied).
#pragma once

#include <string>
#include <vector>

#include "conditions/circe/circe.h"
#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Geneva final : public RuleModule {
 public:
  Geneva(RebirthSquares squares, bool rex_inclusive) : squares_(squares), rex_inclusive_(rex_inclusive) {}
  const char* name() const override { return "geneva"; }
  unsigned hooks() const override { return kHookFilter | kHookCheck; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour side) const override;

  // May the unit on `from`, moving for `mover`, take on `capture` (the captured unit on `taken`)?
  bool capture_allowed(const Position& pos, const Rules& rules, Square from, Square capture, Square taken,
                       Colour mover) const;

 private:
  RebirthSquares squares_;
  bool rex_inclusive_;
};

void apply_geneva(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& geneva_condition();

}  // namespace nightrider::conditions
