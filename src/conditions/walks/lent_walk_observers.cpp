#include "conditions/walks/lent_walk_observers.h"

#include "conditions/walks/unit_in_place.h"

namespace nightrider::conditions {

bool observed_with_lent_walk(const Position& pos, const Rules& rules, const LentWalkObservers& lender,
                             Square target, Colour by, PieceKind walk, ObservationLevel level,
                             ObservationPurpose purpose) {
  auto of_side = [&](Piece q) { return q.is_unit() && (q.colour() == by || q.colour() == Colour::Neutral); };
  // (Popeye asks nothing while the side has no unit of that kind, whoever would lend the walk.)
  bool kind_on_board = false;
  for (Square s : pos.geometry().squares())
    if (of_side(pos.at(s)) && pos.at(s).kind() == walk) {
      kind_on_board = true;
      break;
    }
  if (!kind_on_board) return false;
  for (Square s : pos.geometry().squares()) {
    const Piece unit = pos.at(s);
    if (s == target || !of_side(unit) || lender.observing_walk(pos, rules, s, by) != walk) continue;
    if (rules.may_reach(by, walk, s, target) &&
        observes_as_walk(pos, rules, s, walk, target, by, purpose, level))
      return true;
  }
  return false;
}

}  // namespace nightrider::conditions
