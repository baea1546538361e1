#include "conditions/observation/isardam.h"

#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/walks/lent_walk_observers.h"
#include "conditions/walks/unit_in_place.h"

namespace nightrider::conditions {

bool Isardam::mutual_observation(const Position& pos, const Rules& rules) const {
  // (Beside Annan chess a unit observes with the walk it would move with, as in Madrasi's paralysis.)
  const LentWalkObservers* lender = lent_walk_observers(rules);
  for (Square s : pos.geometry().squares()) {
    const Piece p = pos.at(s);
    if (!p.is_unit() || p.colour() == Colour::Neutral) continue;
    if (rules.def(p.kind()).royal && !rex_inclusive_) continue;
    if (lender) {
      if (observed_with_lent_walk(pos, rules, *lender, s, opposite(p.colour()), p.kind(),
                                  ObservationLevel::Observer, ObservationPurpose::Paralysis))
        return true;
      continue;
    }
    if (rules.is_attacked_by(pos, s, opposite(p.colour()), p.kind(), ObservationLevel::Observer,
                             ObservationPurpose::Paralysis))
      return true;
  }
  return false;
}

bool Isardam::legal_after(const Position& pos, const Rules& rules, Colour mover) const {
  if (checks_free_ && rules.in_check(pos, opposite(mover))) return true;
  return !mutual_observation(pos, rules);
}

bool Isardam::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  // The observer's move to the target, a capture if something stands there. A pawn that reaches its
  // last rank observes if one of its promotions is legal (as Popeye decides: fairy_isardam__014).
  Move m{o.from, o.target};
  if (!pos.at(o.target).is_empty()) m.flags |= kFlagCapture;
  auto legal = [&](const Position& after) { return !mutual_observation(after, rules); };
  const int last_rank = o.by == Colour::White ? pos.geometry().height() - 1 : 0;
  if (rules.def(o.walk).pawn && o.target.rank() == last_rank) {
    for (PieceKind k : rules.params().promotion_kinds) {
      m.promotion = k;
      if (rules.try_move(pos, m, legal)) return true;
    }
    return false;
  }
  return rules.try_move(pos, m, legal);
}

void apply_isardam(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityWalksLentUncheckedBesideParalysis, "Isardam",
                "Isardam's observation test beside these lent walks is not compared with Popeye yet");
  bool type_a = true, rex_inclusive = false, checks_free = false;
  for (const std::string& a : arguments) {
    const std::string word = lower_case(a);
    if (word == "typea")
      type_a = true;
    else if (word == "typeb")
      type_a = false;
    else if (word == "rexinclusive")
      rex_inclusive = true;
    else if (word == "checksfree")  // (Nightrider's word for WinChloe's type B)
      checks_free = true;
    else if (word != "rexexclusive")
      throw std::invalid_argument("Isardam " + a + " is not supported yet");
  }
  rules.exclude(kCapabilityObservingElsewhere, "Isardam",
                "Isardam's observation test beside units observing from other squares is not Popeye's yet");
  rules.add_module(std::make_unique<Isardam>(type_a, rex_inclusive, checks_free));
}

const ConditionEntry& isardam_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Isardam",
                .fr = "Isardam",
                .de = "Isardam",
                .seeds =
                    {
                        {"Isardam", {"TypeA"}},
                        {"Isardam type B", {"TypeB", "ChecksFree"}},
                    }},
      .apply = &apply_isardam,
  };
  return entry;
}

}  // namespace nightrider::conditions
