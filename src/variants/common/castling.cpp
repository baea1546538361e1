#include "variants/common/castling.h"

#include <span>

#include "rules/rules.h"

namespace nightrider {

void Castling::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  const Colour side = pos.side_to_move();
  const Square king = pos.king(side);
  if (king.is_none() || !pos.has_right(king)) return;
  const Geometry& geo = pos.geometry();
  const bool check_rule = !rules.params().castling_through_check;
  const Colour enemy = opposite(side);
  bool in_check_now = false, in_check_known = false;
  // The king may not pass a square where it would be in check. Where conditions define check (AntiCirce:
  // only a capture with a legal rebirth checks), that is asked with the king standing there, as Popeye does.
  auto passable = [&](Square s) {
    if (!rules.has_check_definitions() && !rules.params().castling_tested_from_passed_squares)
      return !rules.is_attacked(pos, s, enemy, ObservationPurpose::Castling);
    return !rules.try_move(
        pos, Move{king, s}, [&](const Position& after) { return rules.in_check(after, side); }, true);
  };
  for (int direction : {1, -1}) {
    // The rook: the first unit beyond the king in this direction along the rank.
    Square rook = geo.offset(king, direction, 0);
    while (rook.is_some() && pos.at(rook).is_empty()) rook = geo.offset(rook, direction, 0);
    if (rook.is_none() || !pos.has_right(rook)) continue;
    const Piece r = pos.at(rook);
    // (A neutral rook castles with either king on its rank, as in Popeye.)
    if (r.kind() != rules.params().castling_rook_kind ||
        (r.colour() != side && r.colour() != Colour::Neutral))
      continue;
    const Square crossed = geo.offset(king, direction, 0);
    const Square target = geo.offset(king, 2 * direction, 0);
    if (target.is_none() || crossed == rook || target == rook) continue;  // rook must lie beyond the target
    if (check_rule) {
      if (!in_check_known) {
        in_check_now = rules.in_check(pos, side);
        in_check_known = true;
      }
      // (Tested from the passed squares, the king's arrival square is left to the test after the move,
      // with the rook beside it, as Popeye does.)
      if (in_check_now || !passable(crossed) ||
          (!rules.params().castling_tested_from_passed_squares && !passable(target)))
        continue;
    }
    Move m{king, target, MoveKind::Castle};
    m.aux = static_cast<uint8_t>(rook.index());
    m.aux2 = static_cast<uint8_t>(crossed.index());
    out.push(m);
  }
}

// A rook arriving on a corner of its side's first rank, or the king on its home square, by a rule rather
// than by a move of its own (a rebirth, a side change, a change of kind) gets its right back, as in
// Popeye; the king keeps its right when it has no rook partner, since one may arrive later.
static void grant_rights_on_arrival(Position& pos, const RuleParams& params) {
  const Geometry& geo = pos.geometry();
  const int last_rank = geo.height() - 1;
  // (Read by reference: the span is taken again after a grant, which appends to the journal. The
  // effects a grant appends are not looked at.)
  std::span<const Effect> effects = pos.last_effects();
  const size_t count = effects.size();
  for (size_t i = 0; i < count; ++i) {
    const Effect& e = effects[i];
    // (Two units exchanging squares by rule, Swapping or Oscillating kings, get no right: Popeye's
    // exchange of pieces grants none.)
    // (A promotion is the move's change of kind: a rook promoted on its corner, a reverse pawn's, gets
    // the right too, as in Popeye.)
    if ((e.reason.role == ReasonRole::Move && e.kind != EffectKind::Change) ||
        e.reason.role == ReasonRole::Displacement || e.reason.role == ReasonRole::Exchange)
      continue;
    Square arrival;
    if (e.kind == EffectKind::Add || e.kind == EffectKind::Change)
      arrival = e.from;
    else if (e.kind == EffectKind::Relocate || e.kind == EffectKind::Stay)
      arrival = e.to;
    else
      continue;
    if (arrival.rank() != 0 && arrival.rank() != last_rank) continue;  // (on no side's first rank)
    const Piece unit = pos.at(arrival);
    if (!unit.is_unit() || unit.colour() == Colour::Neutral) continue;
    const int first_rank = unit.colour() == Colour::White ? 0 : last_rank;
    if (arrival.rank() != first_rank) continue;
    const bool rook_home = unit.kind() == params.castling_rook_kind &&
                           (arrival.file() == 0 || arrival.file() == geo.width() - 1);
    const bool king_home = unit.kind() == params.castling_king_kind && arrival == pos.king(unit.colour()) &&
                           arrival.file() == geo.width() / 2;
    if (rook_home || king_home) {
      pos.grant_right(arrival);
      effects = pos.last_effects();
    }
  }
}

void Castling::after_move(Position& pos, const Rules& rules, const Move&) const {
  if (rules.units_may_arrive()) {
    grant_rights_on_arrival(pos, rules.params());
    return;
  }
  if (!pos.has_any_right()) return;  // (nothing left to clear)
  bool right_lost = false;
  for (const Effect& e : pos.last_effects()) right_lost |= e.kind == EffectKind::Right && !e.flag;
  if (!right_lost) return;
  const Geometry& geo = pos.geometry();
  for (Colour c : {Colour::White, Colour::Black}) {
    const Square king = pos.king(c);
    const bool king_right = king.is_some() && pos.has_right(king);
    int partners = 0;
    for (int file = 0; file < geo.width(); ++file) {
      const Square s(file, c == Colour::White ? 0 : geo.height() - 1);
      if (s == king || !pos.has_right(s)) continue;
      if (king_right && pos.at(s).is(rules.params().castling_rook_kind, c))
        ++partners;
      else
        pos.clear_right(s);
    }
    if (king_right && partners == 0) pos.clear_right(king);
  }
}

}  // namespace nightrider
