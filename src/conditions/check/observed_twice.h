// Whether a square is observed from two squares at least: the double check that Pepo and MultiCaptures
// ask for (one unit observing on two lines counts once).
#pragma once

#include "rules/rules.h"

namespace nightrider::conditions {

// `counts(from)` says whether the unit observing from `from` counts at all.
template <class Counts>
bool observed_from_two_squares(const Rules& rules, const Position& pos, Square target, Colour by,
                               Counts&& counts) {
  Square first = Square::none();
  return rules.is_attacked_if(pos, target, by, ObservationPurpose::Check, [&](Square from) {
    if (!counts(from)) return false;
    if (first.is_none()) {
      first = from;
      return false;
    }
    return from != first;
  });
}

}  // namespace nightrider::conditions
