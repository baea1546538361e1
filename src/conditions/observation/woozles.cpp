#include "conditions/observation/woozles.h"

#include <cstdlib>
#include <memory>
#include <numeric>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/walks/lent_walk_observers.h"
#include "conditions/walks/unit_in_place.h"

namespace nightrider::conditions {

namespace {

// Do the lines from `centre` to `a` and to `b` run along one line, either way (their directions reduced
// by their greatest common divisor equal or opposite)?
bool woozles_same_line(Square centre, Square a, Square b) {
  int af = a.file() - centre.file(), ar = a.rank() - centre.rank();
  int bf = b.file() - centre.file(), br = b.rank() - centre.rank();
  const int ag = std::gcd(std::abs(af), std::abs(ar)), bg = std::gcd(std::abs(bf), std::abs(br));
  if (ag == 0 || bg == 0) return false;
  af /= ag, ar /= ag, bf /= bg, br /= bg;
  return (af == bf && ar == br) || (af == -bf && ar == -br);
}

// A walk Popeye leaves out of the partners: no observation (a dummy) or none that takes (a hamster).
bool woozles_never_partner(PieceKind kind) { return kind == PieceKind::Dummy || kind == PieceKind::Hamster; }

bool woozles_rex_inclusive(const char* condition, const std::vector<std::string>& arguments) {
  bool rex_inclusive = true;
  for (const std::string& a : arguments) {
    const std::string word = lower_case(a);
    if (word == "rexexclusive" || word == "rexexklusive" || word == "rexexclusif")
      rex_inclusive = false;
    else
      throw std::invalid_argument(std::string(condition) + " " + a + " is not supported yet");
  }
  return rex_inclusive;
}

void add_woozles(Rules& rules, const char* condition, const std::vector<std::string>& arguments,
                 Woozles::Partners partners, bool on_line) {
  const bool rex_inclusive = woozles_rex_inclusive(condition, arguments);
  rules.exclude(
      kCapabilityWalksLentUnreadByObservationTests, condition,
      "observations with walks lent by other units than the one behind (Annan) are not supported yet");
  rules.exclude(kCapabilityObservingElsewhere, condition,
                "the partners' observations beside units observing from other squares are not Popeye's yet");
  rules.add_module(std::make_unique<Woozles>(partners, on_line, rex_inclusive));
}

}  // namespace

const char* Woozles::name() const {
  if (on_line_) return partners_ == Partners::SameSide ? "Heffalumps" : "BiHeffalumps";
  return partners_ == Partners::SameSide ? "Woozles" : "BiWoozles";
}

bool Woozles::may_observe(const Position& pos, const Rules& rules, Square from, Square target,
                          Colour by) const {
  const Piece unit = pos.at(from);
  if (!unit.is_unit() || unit.colour() == Colour::Neutral) return true;
  if (!rex_inclusive_ && royal_unit(rules, unit)) return true;
  const Colour partners = partners_ == Partners::SameSide ? by : opposite(by);
  if (const LentWalkObservers* lender = lent_walk_observers(rules)) {
    // Beside Annan chess, as Popeye asks it: a partner observes the unit with the walk it would move
    // with (a king's walk, a dummy's or a hamster's making no partner), and the unit observes the
    // partner with its own walk only while that is the walk it would move with.
    if (lender->observing_walk(pos, rules, from, by) != unit.kind()) return true;
    return !attacked_with_lent_walks(
        pos, rules, from, partners, ObservationPurpose::Paralysis, ObservationLevel::Observer,
        [&](Square partner) {
          if (pos.at(partner).colour() != partners) return false;
          const PieceKind walk = lender->observing_walk(pos, rules, partner, partners);
          if (woozles_never_partner(walk) || (!rex_inclusive_ && walk == PieceKind::King)) return false;
          if (on_line_ && !woozles_same_line(from, partner, target)) return false;
          return rules.is_attacked_if(pos, partner, by, ObservationPurpose::Paralysis,
                                      ObservationLevel::Observer,
                                      [&](Square observer) { return observer == from; });
        });
  }
  // A partner observes the unit, and the unit (with its own walk, from its square) observes the partner.
  return !rules.is_attacked_if(
      pos, from, partners, ObservationPurpose::Paralysis, ObservationLevel::Observer, [&](Square partner) {
        const Piece p = pos.at(partner);
        if (p.colour() != partners || woozles_never_partner(p.kind())) return false;
        if (!rex_inclusive_ && p.kind() == PieceKind::King) return false;
        if (on_line_ && !woozles_same_line(from, partner, target)) return false;
        return rules.is_attacked_if(pos, partner, by, ObservationPurpose::Paralysis,
                                    ObservationLevel::Observer,
                                    [&](Square observer) { return observer == from; });
      });
}

bool Woozles::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (!m.is_capture()) return true;
  return may_observe(pos, rules, m.from, m.to, pos.side_to_move());
}

bool Woozles::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  return may_observe(pos, rules, o.from, o.target, o.by);
}

void apply_woozles(Rules& rules, const std::vector<std::string>& arguments) {
  add_woozles(rules, "Woozles", arguments, Woozles::Partners::SameSide, false);
}
void apply_biwoozles(Rules& rules, const std::vector<std::string>& arguments) {
  add_woozles(rules, "BiWoozles", arguments, Woozles::Partners::OtherSide, false);
}
void apply_heffalumps(Rules& rules, const std::vector<std::string>& arguments) {
  add_woozles(rules, "Heffalumps", arguments, Woozles::Partners::SameSide, true);
}
void apply_biheffalumps(Rules& rules, const std::vector<std::string>& arguments) {
  add_woozles(rules, "BiHeffalumps", arguments, Woozles::Partners::OtherSide, true);
}

const ConditionEntry& woozles_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Woozles", .fr = "Woozles", .de = "Woozles", .seeds = {}},
      .apply = &apply_woozles,
      .keeps_orthodox_moves = true,
      .refuses_neutral_units = true,
  };
  return entry;
}
const ConditionEntry& biwoozles_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BiWoozles", .fr = "BiWoozles", .de = "BiWoozles", .seeds = {}},
      .apply = &apply_biwoozles,
      .keeps_orthodox_moves = true,
      .refuses_neutral_units = true,
  };
  return entry;
}
const ConditionEntry& heffalumps_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Heffalumps", .fr = "Heffalumps", .de = "Heffalumps", .seeds = {}},
      .apply = &apply_heffalumps,
      .keeps_orthodox_moves = true,
      .refuses_neutral_units = true,
  };
  return entry;
}
const ConditionEntry& biheffalumps_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BiHeffalumps", .fr = "BiHeffalumps", .de = "BiHeffalumps", .seeds = {}},
      .apply = &apply_biheffalumps,
      .keeps_orthodox_moves = true,
      .refuses_neutral_units = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
