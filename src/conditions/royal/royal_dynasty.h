// Royal dynasty (Popeye `RoyalDynasty`; French `DynastieRoyale`; German `KoenigsDynastie`): a side's
// kings are royal only while it has exactly one; with several (or none) none is royal, so the side is
// never in check and its kings are units like any other (taken, mated by no one). Pawns may promote
// to king. As in Popeye 4.104 (tried: TESTS and REGRESSIONS problems, and positions of ours): a side
// that has had other than one king loses its king's castling right for good, even when a single king
// stands on its home square again (a capture of the other king does not give it back).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class RoyalDynasty final : public RuleModule {
 public:
  const char* name() const override { return "RoyalDynasty"; }
  unsigned hooks() const override { return kHookCheck | kHookAfterMove; }
  // A side with other than one king is not in check; with one, as usual (that king attacked).
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;
  // A side with other than one king loses its king's castling right.
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool after_move_changes_board() const override { return false; }  // rights only
  void diagram(Position& pos, const Rules& rules) const override;
};

void apply_royal_dynasty(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& royal_dynasty_condition();

}  // namespace nightrider::conditions
