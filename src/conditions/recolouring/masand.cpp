#include "conditions/recolouring/masand.h"

#include <algorithm>
#include <memory>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

bool Masand::observes(const Position& pos, const Rules& rules, Square observer, Square target, Colour side) {
  return rules.is_attacked_if(pos, target, side, ObservationPurpose::Check,
                              [observer](Square from) { return from == observer; });
}

void Masand::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null) return;
  const Colour mover = pos.side_to_move();  // (the turn passes after the side effects)
  const Colour enemy = opposite(mover);
  const Square king = pos.king(enemy);
  if (king.is_none() || !rules.in_check(pos, enemy)) return;
  // The observers: the unit that moved, where the move has left it; generalised, every unit of the
  // mover's side (neutral ones too) that observes the king.
  std::vector<Square> observers;
  if (generalised_) {
    for (Square s : pos.geometry().squares()) {
      const Piece p = pos.at(s);
      if (p.is_unit() && (p.colour() == mover || p.colour() == Colour::Neutral) && observes(pos, rules, s, king, mover))
        observers.push_back(s);
    }
  } else {
    Square at = m.from;
    for (const Effect& e : pos.last_effects()) {
      if (e.kind == EffectKind::Relocate && e.from == at) at = e.to;
      if (e.kind == EffectKind::Remove && e.from == at) return;  // (it left the board)
    }
    if (!pos.at(at).is_unit()) return;
    if (observes(pos, rules, at, king, mover)) observers.push_back(at);
  }
  std::vector<Square> changed;
  for (Square observer : observers)
    for (Square t : pos.geometry().squares()) {
      const Piece p = pos.at(t);
      if (!p.is_unit() || t == observer || p.colour() == Colour::Neutral || rules.def(p.kind()).royal ||
          (p.attributes() & kAttributeRoyal))
        continue;
      if (generalised_ && std::find(changed.begin(), changed.end(), t) != changed.end()) continue;
      if (!observes(pos, rules, observer, t, mover)) continue;
      pos.change(t, p.with_colour(opposite(p.colour())), EffectReason::SideChange);
      changed.push_back(t);
    }
}

void apply_masand(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("Masand", arguments);
  rules.add_module(std::make_unique<Masand>(false));
}

void apply_masand_generalised(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("MasandGeneralised", arguments);
  rules.add_module(std::make_unique<Masand>(true));
}

const ConditionEntry& masand_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Masand", .fr = "Masand", .de = "Masand", .seeds = {}},
      .apply = &apply_masand,
  };
  return entry;
}

const ConditionEntry& masand_generalised_condition() {
  static const ConditionEntry entry{
      .names = {.en = "MasandGeneralised", .fr = "MasandGeneralise", .de = "MasandVerallgemeinert", .seeds = {}},
      .apply = &apply_masand_generalised,
  };
  return entry;
}

}  // namespace nightrider::conditions
