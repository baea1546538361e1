// The observation side of a condition that lends units walks not their own in every observation test
// (Annan chess: the walk of the unit behind), for the conditions whose observations are asked with a
// given walk (Madrasi's and Eiffel chess's paralysis).
//
// As Popeye 4.104 judges observations beside such a condition (solving/observation.c,
// solving/temporary_hacks.c and conditions/annan.c, read, not copied): an observation test asked for a
// walk accepts a unit only when the walk it would move with (lent, or its own) is that walk; every
// other test of the observer (is it paralysed, is it supported …) reads the unit as it stands, its own
// kind. Annan chess lends its walks in all of Popeye's observation tests, the paralysis test (the
// geometry alone) included; FaceToFace and its kin lend them to the tests of check and observation only
// (their paralysis test reads every unit's own walk), so they are no such lender.
#pragma once

#include "core/position.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// A rule module that lends walks in every observation test says here which walk the unit on `s`
// observes with for `by`: the walk lent to it, or its own.
class LentWalkObservers {
 public:
  virtual ~LentWalkObservers() = default;
  virtual PieceKind observing_walk(const Position& pos, const Rules& rules, Square s, Colour by) const = 0;
};

// The rule set's walk lender, if it has one.
inline const LentWalkObservers* lent_walk_observers(const Rules& rules) {
  for (const auto& module : rules.modules())
    if (const auto* lender = dynamic_cast<const LentWalkObservers*>(module.get())) return lender;
  return nullptr;
}

// Are the observation hooks of `level` and above (those a test asked below `level` skips) content with
// the observation `o` on `pos` as it stands? (Rules asks its hooks in order of their levels; the answer
// is the same in any order.)
inline bool observation_hooks_from_level_allow(const Position& pos, const Rules& rules, const Observation& o,
                                               ObservationLevel level) {
  for (const auto& module : rules.modules())
    if ((module->hooks() & kHookObservation) && module->observation_level() >= level &&
        !module->observation_allowed(pos, rules, o))
      return false;
  return true;
}

// Is `target` observed by a unit of `by` (or a neutral one) that observes with `walk`, the lender's
// walks counted, with the observation hooks below `level` only (Popeye's paralysis test: the geometry
// alone)? As Popeye asks it, only while `by` has a unit of that kind on the board.
bool observed_with_lent_walk(const Position& pos, const Rules& rules, const LentWalkObservers& lender,
                             Square target, Colour by, PieceKind walk, ObservationLevel level,
                             ObservationPurpose purpose);

}  // namespace nightrider::conditions
