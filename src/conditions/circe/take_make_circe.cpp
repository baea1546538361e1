#include "conditions/circe/take_make_circe.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <memory>

#include "conditions/capabilities.h"
#include "conditions/circe/reborn_promotion.h"
#include "conditions/circe/super_circe.h"
#include "pieces/popeye_vectors.h"
#include "pieces/promotion_order.h"

namespace nightrider::conditions {

namespace {

// Where Popeye generates the make from `from` to `to` among the unit's moves, for the orthodox walks
// (its vector table's order, pieces/walks/vectors.c: the rook's lines, the bishop's, a line's squares
// outward; the knight's leaps; a pawn's step before its double step), so that the rebirths come in the
// order Popeye tries them. Other walks keep the order they are generated in (0 for all).
int take_make_generation_place(PieceKind kind, Square from, Square to) {
  switch (kind) {
    case PieceKind::King:
    case PieceKind::Queen:
    case PieceKind::Rook:
    case PieceKind::Bishop:
    case PieceKind::Knight:
      return popeye_step_place(from, to);
    case PieceKind::Pawn:
      return std::abs(to.rank() - from.rank());
    default:
      return 0;
  }
}

}  // namespace

void TakeMakeCirce::choices(const Position& after, const Rules& rules, const Move&,
                            std::vector<uint32_t>& values) const {
  const auto [unit, where] = captured_unit(after);
  // Kings are not reborn (Rex Exclusiv); without a capture there is nothing to choose.
  if (where.is_none() || rules.def(unit.kind()).royal) {
    values.push_back(0);
    return;
  }
  // The unit taken stands on its square for the while (over the capturer, which an en passant capture
  // left elsewhere) and its walk's moves from there are generated for its side.
  Position trial = after;
  const Piece walker =
      unit.colour() == Colour::Neutral ? unit.with_colour(opposite(after.side_to_move())) : unit;
  trial.put(where, walker);
  MoveList makes;
  rules.generate_walk_moves(trial, where, makes);
  const Geometry& geo = after.geometry();
  const auto& kinds = rules.params().promotion_kinds;
  std::vector<Move> ordered(makes.begin(), makes.end());
  // (Named copies: a lambda may not capture structured bindings before C++20 compilers caught up.)
  const PieceKind taken_kind = unit.kind();
  const Square capture_square = where;
  std::stable_sort(ordered.begin(), ordered.end(), [&](const Move& a, const Move& b) {
    return take_make_generation_place(taken_kind, capture_square, a.to) <
           take_make_generation_place(taken_kind, capture_square, b.to);
  });
  const std::vector<size_t> promotion_order = popeye_promotion_indices(kinds);
  bool seen[Square::kIndexSpace] = {};
  for (const Move& make : ordered) {
    if (make.from != where || make.kind == MoveKind::Castle) continue;
    const Square to = make.to;
    // (A move onto a unit, or one taking en passant, is no make.)
    if (make.is_capture() || !after.at(to).is_empty() || seen[to.index()]) continue;
    seen[to.index()] = true;  // (a pawn's promotions: one square)
    const auto square = static_cast<uint32_t>(to.index() + 1);
    if (pawn_on_last_rank(rules, geo, unit, unit.colour(), to) && !kinds.empty()) {
      for (const size_t k : promotion_order) values.push_back(slot_.place(square | (k + 1) << 7));
    } else {
      values.push_back(slot_.place(square));
    }
  }
}

void TakeMakeCirce::after_move(Position& pos, const Rules& rules, const Move& m) const {
  const uint32_t value = slot_.get(m);
  if (value == 0) return;
  const Square rebirth = Square::from_index(static_cast<int>((value & 127) - 1));
  const Piece unit = captured_unit(pos).first;
  pos.add(rebirth, unit, reason(ReasonRole::Rebirth), captured_unit_origin(pos));
  const uint32_t promotion = value >> 7;
  const auto& kinds = rules.params().promotion_kinds;
  if (promotion != 0 && promotion <= kinds.size())
    pos.change(rebirth, unit.with_kind(kinds[promotion - 1]), reason(ReasonRole::Rebirth));
}

void apply_take_make_circe(Rules& rules) {
  rules.provide(kCapabilityRulePlacedPromotion, "Circe Take&Make");
  rules.exclude(kCapabilityMoverGoesOn, "Circe Take&Make",
                "a rebirth by the unit's make beside a second step of the move is not supported yet");
  rules.add_module(
      std::make_unique<TakeMakeCirce>(rules.reserve_choice("Circe Take&Make", TakeMakeCirce::kBits)));
}

}  // namespace nightrider::conditions
