// White and Black must capture (Popeye `WhiteMustCapture`, `BlackMustCapture`, French
// `BlancPriseForce`, `NoirPriseForce`, German `WeisserSchlagzwang`, `SchwarzerSchlagzwang`; optional
// `exact` or `ultra`): a side that can take must take.
//
// Popeye's reading (conditions/must_capture.c, under its mummer machinery like Maximummer): a capture
// is "longer" than any other move, and the side plays one of its longest moves. By default the
// captures are looked for among the legal moves (a side whose only captures leave its king in check
// moves freely); under `exact` among the moves before the test of self-check, so that such a side has
// no legal move at all. Under `ultra` Popeye starts the measure at one instead of zero
// (conditions/mummer.c), so that a move that takes nothing is never long enough: the side must take, and
// a side with no capture has no move at all. Ultra also says what check is (a unit observes the enemy
// king only if taking it would be among the longest moves), but taking a king is a capture, so check
// stays the ordinary one.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class MustCapture final : public RuleModule {
 public:
  enum class Strictness : uint8_t { Regular, Exact, Ultra };
  // Regular: an obligation over the legal list; exact and ultra: a filter. `scratch_slot`: the
  // Position::scratch word set while the side's moves are looked at, so that the filter does not ask
  // itself again.
  MustCapture(Colour side, Strictness strictness, int scratch_slot)
      : side_(side), strictness_(strictness), scratch_slot_(scratch_slot) {}
  const char* name() const override { return "MustCapture"; }
  unsigned hooks() const override {
    return strictness_ == Strictness::Regular ? kHookObligation : kHookFilter;
  }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void restrict(Position& pos, const Rules& rules, MoveList& moves) const override;

  // Whether the side has a capture in `pos` among its moves before the test of self-check (filters
  // asked), whoever is to move there.
  bool can_capture(const Position& pos, const Rules& rules) const;

 private:
  Colour side_;
  Strictness strictness_;
  int scratch_slot_;
};

// [exact | ultra] (conditions/registry).
void apply_white_must_capture(Rules& rules, const std::vector<std::string>& arguments);
void apply_black_must_capture(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& white_must_capture_condition();
const ConditionEntry& black_must_capture_condition();

}  // namespace nightrider::conditions
