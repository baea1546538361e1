#include "conditions/royal/republican.h"

#include <array>
#include <memory>
#include <stdexcept>

#include "conditions/registry.h"

namespace nightrider::conditions {
namespace {

// The king the move being played placed (its square), or none.
Square placed_king(const Position& pos) {
  for (const Effect& e : pos.last_side_effects())
    if (e.kind == EffectKind::Add && e.reason.role == ReasonRole::Placement && e.piece.kind() == PieceKind::King)
      return e.from;
  return Square::none();
}

}  // namespace

void Republican::choices(const Position& after, const Rules& rules, const Move&,
                         std::vector<uint32_t>& values) const {
  values.push_back(0);                        // no placement
  const Colour mover = after.side_to_move();  // (the move is not ended yet)
  const Colour enemy = opposite(mover);
  if (after.king(enemy).is_some()) return;
  if (suspended_flag_ >= 0 && after.rule_flag(suspended_flag_)) return;  // type 1, after a placement
  // Only a square the mover attacks can hold a mated king; legal_after keeps those where it is mate.
  // Where check is "king attacked", a king with a free flight square is not mated either.
  const Geometry& geo = after.geometry();
  const bool plain_check = !rules.has_check_definitions();
  // Each square's attack is asked once: a square is a placement's own and its neighbours' flight.
  // (From the attackers where the rules allow it: cheaper than asking of most squares.)
  std::array<bool, 256> map;
  const bool mapped = rules.attack_map(after, mover, map);
  std::array<int8_t, 256> attacked;  // (by square index: -1 not asked yet, 0 no, 1 yes)
  attacked.fill(-1);
  auto is_attacked = [&](Square s) {
    const auto i = static_cast<size_t>(s.index());
    if (mapped) return map[i];
    if (attacked[i] < 0) attacked[i] = rules.is_attacked(after, s, mover, ObservationPurpose::Check) ? 1 : 0;
    return attacked[i] == 1;
  };
  auto has_flight = [&](Square s) {
    for (const WalkPart& part : rules.def(PieceKind::King).parts) {
      if (part.step != StepKind::Leap) return true;  // (an unusual king: leave it to the mate test)
      for (Vec v : part.vectors) {
        const Square t = geo.offset(s, v.df, v.dr);
        if (t.is_none() || (after.at(t).is_unit() && after.at(t).colour() == enemy)) continue;
        if (!is_attacked(t)) return true;
      }
    }
    return false;
  };
  for (Square s : geo.squares())
    if (after.at(s).is_empty() && is_attacked(s) && !(plain_check && has_flight(s)))
      values.push_back(slot_.place(static_cast<uint32_t>(s.index()) + 1));
}

void Republican::after_move(Position& pos, const Rules&, const Move& m) const {
  const uint32_t value = slot_.get(m);
  if (value == 0) return;
  const Square square = Square::from_index(static_cast<int>(value - 1));
  pos.add(square, Piece(PieceKind::King, opposite(pos.side_to_move())), reason(ReasonRole::Placement));
  if (suspended_flag_ >= 0) pos.set_rule_flag(suspended_flag_, true);
}

bool Republican::mated_without_placements(Position& pos, const Rules& rules) const {
  return rules.in_check(pos, pos.side_to_move()) && !rules.has_legal_move(pos, this);
}

bool Republican::legal_after(const Position& pos, const Rules& rules, Colour) const {
  if (placed_king(pos).is_none()) return true;
  return mated_without_placements(const_cast<Position&>(pos), rules);  // (played and undone)
}

void apply_republican(Rules& rules, const std::vector<std::string>& arguments) {
  bool type1 = false;
  for (const std::string& a : arguments) {
    const std::string word = lower_case(a);
    if (word == "type1")
      type1 = true;
    else if (word == "type2")
      type1 = false;
    else
      throw std::invalid_argument("RepublicanChess " + a + " is not supported (Type1 or Type2)");
  }
  rules.claim("check", "RepublicanChess", true);  // the placed king must be mated
  rules.claim("the kings", "RepublicanChess");
  rules.params().kings_may_be_missing = true;
  const ChoiceSlot slot = rules.reserve_choice("Republican chess", Republican::kChoiceBits);
  rules.add_module(std::make_unique<Republican>(slot, type1 ? rules.reserve_flag("Republican chess") : -1));
}

const ConditionEntry& republican_condition() {
  static const ConditionEntry entry{
      .names = {.en = "RepublicanChess",
                .fr = "EchecsRepublicains",
                .de = "RepublikanerSchach",
                .seeds = {{"Républicains", {}}}},
      .apply = &apply_republican,
  };
  return entry;
}

}  // namespace nightrider::conditions
