// The observation side of a condition that lends units walks not their own in every observation test
// (Annan chess: the walk of the unit behind), for the conditions that ask observations of their own:
// with a given walk (Madrasi's and Eiffel chess's paralysis, Isardam's pairs), or by any unit (support,
// guard, provocation, functionary mobility, Central's chains, the paralysing attribute); and which walk
// made a move, for Popeye's order of the moves (any lender: Annan, FaceToFace and kin, Bolero,
// PointReflection, PowerTransfer).
//
// As Popeye 4.104 judges observations beside such a condition (solving/observation.c,
// solving/temporary_hacks.c and conditions/annan.c, read, not copied): an observation test asked for a
// walk accepts a unit only when the walk it would move with (lent, or its own) is that walk; every
// other test of the observer (is it paralysed, is it supported …) reads the unit as it stands, its own
// kind. Annan chess lends its walks in all of Popeye's observation tests, the paralysis test (the
// geometry alone) included; FaceToFace and its kin lend them to the tests of check and observation only
// (their paralysis test reads every unit's own walk), so they are no such lender.
#pragma once

#include "conditions/walks/unit_in_place.h"
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

// A rule module that lends walks for moves says here which walk made a move (PieceKind::None: the
// mover's own), for the order in which Popeye generates the moves (solver/popeye_move_order.h).
class LentMoveWalks {
 public:
  virtual ~LentMoveWalks() = default;
  virtual PieceKind lent_walk_of_move(const Position& pos, const Rules& rules, const Move& m) const = 0;
};

inline const LentMoveWalks* lent_move_walks(const Rules& rules) {
  for (const auto& module : rules.modules())
    if (const auto* lender = dynamic_cast<const LentMoveWalks*>(module.get())) return lender;
  return nullptr;
}

// The rule set's walk lender, if it has one.
inline const LentWalkObservers* lent_walk_observers(const Rules& rules) {
  for (const auto& module : rules.modules())
    if (const auto* lender = dynamic_cast<const LentWalkObservers*>(module.get())) return lender;
  return nullptr;
}

// Does the unit on `s` (a neutral one as `by`'s), changed in place to `walk`, observe `target` with the
// observation hooks below `level` only?
inline bool observes_as_walk(const Position& pos, const Rules& rules, Square s, PieceKind walk, Square target,
                             Colour by, ObservationPurpose purpose, ObservationLevel level) {
  const Piece unit = pos.at(s);
  const Piece as = (unit.colour() == Colour::Neutral ? unit.with_colour(by) : unit).with_kind(walk);
  bool observes = false;
  with_unit_in_place(pos, s, as, [&](const Position& board) {
    observes =
        rules.is_attacked_if(board, target, by, purpose, level, [&](Square from) { return from == s; });
  });
  return observes;
}

// Is `target` observed by a unit of `by` (or a neutral one) that `accept(from)` accepts, with the
// observation hooks below `level` only, each unit observing with the walk the lender gives it (none:
// Rules::is_attacked_if)? The walk's geometry and the geometry hooks are asked with the unit changed in
// place; the observer hooks on the board as it stands (the unit its own kind, observing with the walk
// lent), as Popeye checks the walk first, then the observer.
template <class Accept>
bool attacked_with_lent_walks(const Position& pos, const Rules& rules, Square target, Colour by,
                              ObservationPurpose purpose, ObservationLevel level, Accept&& accept) {
  const LentWalkObservers* lender = lent_walk_observers(rules);
  if (!lender) return rules.is_attacked_if(pos, target, by, purpose, level, accept);
  const ObservationLevel geometry = level < ObservationLevel::Observer ? level : ObservationLevel::Observer;
  for (Square s : pos.geometry().squares()) {
    const Piece unit = pos.at(s);
    if (s == target || !unit.is_unit() || (unit.colour() != by && unit.colour() != Colour::Neutral)) continue;
    const PieceKind walk = lender->observing_walk(pos, rules, s, by);
    if (!rules.may_reach(by, walk, s, target)) continue;
    if (observes_as_walk(pos, rules, s, walk, target, by, purpose, geometry) &&
        observation_hooks_between_allow(pos, rules, Observation{s, target, by, walk, purpose}, geometry,
                                        level) &&
        accept(s))
      return true;
  }
  return false;
}

// Is `target` observed by a unit of `by` (or a neutral one) that observes with `walk`, the lender's
// walks counted, with the observation hooks below `level` only (Popeye's paralysis test: the geometry
// alone)? As Popeye asks it, only while `by` has a unit of that kind on the board.
bool observed_with_lent_walk(const Position& pos, const Rules& rules, const LentWalkObservers& lender,
                             Square target, Colour by, PieceKind walk, ObservationLevel level,
                             ObservationPurpose purpose);

}  // namespace nightrider::conditions
