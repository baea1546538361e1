#include "conditions/walks/point_reflection.h"

#include <algorithm>
#include <memory>
#include <span>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/circe/circe.h"
#include "conditions/registry.h"
#include "conditions/walks/lent_walk_moves.h"
#include "conditions/walks/unit_in_place.h"

namespace nightrider::conditions {

PieceKind PointReflection::walk_of(const Position& pos, const Rules& rules, Square s, Colour side) const {
  const Piece unit = pos.at(s);
  Square lender = Square::none();
  if (lender_ == WalkLender::ReflectedSquare) {
    const Geometry& geo = pos.geometry();
    lender = Square(geo.width() - 1 - s.file(), geo.height() - 1 - s.rank());
  } else {
    const bool rex_inclusive = lender_ == WalkLender::RebirthSquareRexInclusive;
    if (royal_unit(rules, unit) && !rex_inclusive) return unit.kind();
    const Piece captured = unit.colour() == Colour::Neutral ? unit.with_colour(side) : unit;
    if (const std::optional<Square> rebirth = circe_rebirth_square(captured, s, rex_inclusive))
      lender = *rebirth;
  }
  if (lender.is_none()) return unit.kind();
  const Piece there = pos.at(lender);
  return there.is_unit() ? there.kind() : unit.kind();
}

void PointReflection::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  const Colour side = pos.side_to_move();
  MoveList walk;
  for (Square s : pos.geometry().squares()) {
    const Piece unit = pos.at(s);
    if (!Rules::movable_by(unit, side)) continue;
    const PieceKind kind = walk_of(pos, rules, s, side);
    if (kind == unit.kind()) continue;
    const bool pawn = rules.def(unit.kind()).pawn;
    const size_t first = out.size();
    lent_walk_moves(pos, rules, s, kind, slot_.place(1), walk, [&](const Move& m) {
      // (A unit that is no pawn moving with a pawn's walk: its double step, made a plain move, may be
      // one of its moves already.)
      if (!pawn && std::find(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(), m) != out.end())
        return;
      out.push(m);
    });
  }
}

bool PointReflection::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null) return true;
  const Colour side = pos.side_to_move();
  if (m.kind == MoveKind::Castle) {
    const Square rook = m.aux_square();
    return walk_of(pos, rules, m.from, side) == pos.at(m.from).kind() &&
           walk_of(pos, rules, rook, side) == pos.at(rook).kind();
  }
  const Piece unit = pos.at(m.from);
  if (!unit.is_unit()) return true;
  const bool reflected = walk_of(pos, rules, m.from, side) != unit.kind();
  return reflected == (slot_.get(m) != 0);
}

std::optional<bool> PointReflection::in_check(const Position& pos, const Rules& rules, Colour side) const {
  const Colour by = opposite(side);
  const std::span<const Square> royals = pos.royals(side);
  const std::vector<Square> kings(royals.begin(), royals.end());
  for (Square king : kings) {
    // The units observing with their own walk, then those observing with the reflected walk.
    if (rules.is_attacked_if(pos, king, by, ObservationPurpose::Check, [&](Square from) {
          return walk_of(pos, rules, from, by) == pos.at(from).kind();
        }))
      return true;
    for (Square s : pos.geometry().squares()) {
      const Piece unit = pos.at(s);
      if (!unit.is_unit() || (unit.colour() != by && unit.colour() != Colour::Neutral)) continue;
      const PieceKind kind = walk_of(pos, rules, s, by);
      if (kind != unit.kind() && rules.may_reach(by, kind, s, king) &&
          checks_with_walk(pos, rules, s, kind, by, king))
        return true;
    }
  }
  return false;
}

void apply_point_reflection(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("PointReflection", arguments);
  lend_walks(rules, "PointReflection", "walks taken from the reflected square");
  lend_walks_unchecked_beside_paralysis(rules, "PointReflection");
  rules.claim("check", "PointReflection");    // (it defines check; no other definition beside it yet)
  rules.params().pawns_on_first_rank = true;  // (a pawn moving with another walk may go back there)
  // (A unit lent a pawn's walk takes en passant, as in Popeye: the square a double step crossed is
  // always kept.)
  rules.params().en_passant_from_anywhere = true;
  rules.add_module(std::make_unique<PointReflection>(rules.reserve_choice("PointReflection", 1)));
}

const ConditionEntry& point_reflection_condition() {
  static const ConditionEntry entry{
      .names = {.en = "PointReflection", .fr = "ReflexionCentrale", .de = "Punktspiegelung", .seeds = {}},
      .apply = &apply_point_reflection,
  };
  return entry;
}

}  // namespace nightrider::conditions
