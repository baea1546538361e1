// For the walk conditions that ask a question as if a unit were another (Annan: the walk lent by the
// unit behind; Absorbant: a unit with the walks it gained).
#pragma once

#include <string>

#include "conditions/capabilities.h"
#include "core/position.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// What every condition that lends units walks not their own asks of the rule set (Annan, Bolero,
// FaceToFace and its kin, PointReflection, PowerTransfer): it provides borrowed walks and refuses by name
// the rules it does not combine with yet (moves made from other squares, a mover's second step, check
// by a legal rebirth). `lent` names the walks in those messages ("walks taken from the unit behind").
// Walks lent that the observation tests asked by other conditions (support, guard, provocation …) do not
// read: every lender's but Annan chess's (conditions/walks/lent_walk_observers.h), so those conditions
// exclude it.
inline constexpr const char* kCapabilityWalksLentUnreadByObservationTests =
    "walks lent to units that the observation tests do not read yet";

// `read_by_observation_tests`: the lender tells the observation tests which walk a unit observes with
// (LentWalkObservers).
inline void lend_walks(Rules& rules, const std::string& keyword, const std::string& lent,
                       bool read_by_observation_tests = false) {
  rules.provide(kCapabilityBorrowedWalks, keyword);
  if (!read_by_observation_tests) rules.provide(kCapabilityWalksLentUnreadByObservationTests, keyword);
  rules.exclude(kCapabilityObservingElsewhere, keyword,
                "moves made from other squares beside " + lent + " are not supported yet");
  rules.exclude(kCapabilityMoverGoesOn, keyword, "a second step beside " + lent + " is not supported yet");
  rules.exclude(kCapabilityRebirthCheck, keyword,
                "check with " + lent + " beside check by a legal rebirth is not supported yet");
}

// Walks lent in a way whose paralysis test (Madrasi, Eiffel chess) has not been checked against Popeye:
// Bolero, CheekToCheek (Popeye lends a cheeked unit either side's walk, or its own), PointReflection,
// PowerTransfer and Absorbant provide it beside kCapabilityBorrowedWalks; the paralysis conditions
// exclude it. (Annan chess, FaceToFace and BackToBack were compared with Popeye: conditions/walks/
// lent_walk_observers.h.)
inline constexpr const char* kCapabilityWalksLentUncheckedBesideParalysis =
    "walks lent in a way not yet compared with Popeye beside paralysis";

// What a condition whose lent walks were not compared with Popeye beside paralysis adds to lend_walks.
inline void lend_walks_unchecked_beside_paralysis(Rules& rules, const std::string& keyword) {
  rules.provide(kCapabilityWalksLentUncheckedBesideParalysis, keyword);
}

// A royal unit: a royal kind, or a unit marked royal.
inline bool royal_unit(const Rules& rules, Piece p) {
  return rules.def(p.kind()).royal || (p.attributes() & kAttributeRoyal);
}

// Answers ask(board) on `pos` with the unit on `from` standing on `there` as `unit` instead (`from`
// emptied; the same square and unit: the board as it is), everything else unchanged (a journaled move
// of no other effect, the en-passant state and move marker kept), then puts it back exactly (board,
// journal, hash), as Rules::try_move does. For a question asked with another unit's walk (Mars Circe's
// capture from the rebirth square, a reflective king lent an attacker's walk).
template <class Ask>
bool with_unit_on(const Position& pos, Square from, Square there, Piece unit, Ask&& ask) {
  Position& scratch = const_cast<Position&>(pos);
  const Square ep = pos.en_passant(), victim = pos.en_passant_victim(), also = pos.en_passant_also();
  const uint16_t marker = pos.move_marker();
  const Square origin = pos.origin(from);
  scratch.begin_move(Move{from, there});
  if (pos.at(from) == unit) {
    if (there != from) scratch.relocate(from, there);
  } else {
    scratch.remove(from);
    scratch.add(there, unit, EffectReason::Move, origin);
  }
  if (ep.is_some()) scratch.set_move_en_passant(ep, victim, also);
  scratch.set_move_marker(marker);
  const bool answer = ask(static_cast<const Position&>(scratch));
  scratch.end_move(false);
  scratch.undo_move();
  return answer;
}

// The same with the unit on `s` changed into `unit` where it stands.
template <class Ask>
void with_unit_in_place(const Position& pos, Square s, Piece unit, Ask&& ask) {
  with_unit_on(pos, s, s, unit, [&](const Position& board) {
    ask(board);
    return true;
  });
}

// Are the observation hooks of levels `from` up to below `below` content with the observation `o` on
// `pos` as it stands? (Rules asks its hooks in order of their levels; the answer is the same in any
// order.) ObservationLevel::All as `below`: every hook from `from` on.
inline bool observation_hooks_between_allow(const Position& pos, const Rules& rules, const Observation& o,
                                            ObservationLevel from, ObservationLevel below) {
  for (const auto& module : rules.modules())
    if ((module->hooks() & kHookObservation) && module->observation_level() >= from &&
        module->observation_level() < below && !module->observation_allowed(pos, rules, o))
      return false;
  return true;
}

// Whether the unit on `s` would check `king` for side `by` with the walk of `kind` (a neutral unit as one
// of side `by`): the check test of the conditions that lend a unit another walk (Annan, Bolero,
// FaceToFace, PointReflection). The walk's geometry (and the geometry hooks) are asked with the unit
// changed in place; the hooks that judge the observer (paralysis, support …) see it as it stands,
// observing with `kind`, as Popeye judges it (the walk lent is checked first, then the observer).
inline bool checks_with_walk(const Position& pos, const Rules& rules, Square s, PieceKind kind, Colour by,
                             Square king) {
  const Piece unit = pos.at(s);
  const Piece as = (unit.colour() == Colour::Neutral ? unit.with_colour(by) : unit).with_kind(kind);
  bool attacks = false;
  with_unit_in_place(pos, s, as, [&](const Position& board) {
    attacks = rules.is_attacked_if(board, king, by, ObservationPurpose::Check, ObservationLevel::Observer,
                                   [&](Square from) { return from == s; });
  });
  return attacks && observation_hooks_between_allow(pos, rules,
                                                    Observation{s, king, by, kind, ObservationPurpose::Check},
                                                    ObservationLevel::Observer, ObservationLevel::All);
}

}  // namespace nightrider::conditions
