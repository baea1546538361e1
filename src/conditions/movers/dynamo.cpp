#include "conditions/movers/dynamo.h"

#include <memory>

#include "conditions/registry.h"
#include "core/position.h"
#include "rules/rules.h"

namespace nightrider::conditions {

namespace {

// One push or pull of `side`: the mover on `from` goes to `to` (stays where `to` is `from`; leaves the
// board when `mover_off`), the unit on `carried` goes to `arrival` (off the board when none).
struct DynamoStep {
  Square from, to;
  bool mover_off;
  Square carried, arrival;
};

bool dynamo_royal(const Rules& rules, Piece p) {
  return rules.def(p.kind()).royal || (p.attributes() & kAttributeRoyal);
}

// Visits every push and pull of `side` (and, with `suicides`, every unit's own way off the board as a
// step carrying nothing: `carried` none), in a fixed order; `visit` returns true to stop. With
// `removals_only`, only the steps that carry a unit off the board.
template <class Visit>
bool dynamo_steps(const Position& pos, const Rules& rules, Colour side, bool removals_only, Visit&& visit) {
  const Geometry& geo = pos.geometry();
  const int forward = side == Colour::Black ? -1 : 1;
  auto unit_at = [&](Square s) { return s.is_some() && pos.at(s).is_unit(); };
  auto empty_at = [&](Square s) { return s.is_some() && pos.at(s).is_empty(); };
  auto step = [](Square s, Vec w, int n, const Geometry& g) {
    Square t = s;
    for (int i = 0; i < n && t.is_some(); ++i) t = g.offset(t, w.df, w.dr);
    return t;
  };
  for (Square s : geo.squares()) {
    const Piece unit = pos.at(s);
    if (!unit.is_unit() || unit.colour() != side) continue;
    const PieceDef& d = rules.def(unit.kind());
    if (d.special || d.borrows_walks) continue;
    const bool royal = dynamo_royal(rules, unit);
    if (d.pawn) {
      if (rules.params().base_rank_pawns_still && geo.relative_rank(s, side) == 0) continue;
      // Straight ahead a friendly unit, diagonally forward an enemy one, one step on.
      for (const Vec w : {Vec{0, 1}, Vec{-1, 1}, Vec{1, 1}}) {
        const Vec v{w.df, static_cast<int8_t>(w.dr * forward)};
        const Square a = geo.offset(s, v.df, v.dr);
        if (!unit_at(a)) continue;
        const Piece object = pos.at(a);
        if (w.df == 0 ? object.colour() != side : (object.colour() == side || object.colour() == Colour::Neutral))
          continue;
        const Square b = geo.offset(a, v.df, v.dr);
        if (b.is_some() && !pos.at(b).is_empty()) continue;
        if (removals_only && b.is_some()) continue;
        if (visit(DynamoStep{s, s, false, a, b}) || visit(DynamoStep{s, a, false, a, b})) return true;
      }
      continue;
    }
    for (const WalkPart& part : d.parts) {
      if (part.mode == StepMode::CaptureOnly || part.circle || !part.via.empty()) continue;
      if (part.step != StepKind::Leap && part.step != StepKind::Ride) continue;
      for (const Vec& vector : part.vectors) {
        const Vec w{vector.df, static_cast<int8_t>(vector.dr * forward)};
        const Vec back{static_cast<int8_t>(-w.df), static_cast<int8_t>(-w.dr)};
        if (part.step == StepKind::Leap) {
          const Square a = geo.offset(s, w.df, w.dr);
          if (unit_at(a)) {  // push: one leap on
            const Square b = geo.offset(a, w.df, w.dr);
            if ((b.is_none() || (pos.at(b).is_empty() && !removals_only)) &&
                (visit(DynamoStep{s, s, false, a, b}) || visit(DynamoStep{s, a, false, a, b})))
              return true;
          }
          const Square behind = geo.offset(s, back.df, back.dr);
          if (!removals_only && unit_at(behind) && (empty_at(a) || (a.is_none() && !royal)) &&
              visit(DynamoStep{s, a.is_none() ? s : a, a.is_none(), behind, s}))  // pull: onto the mover's square
            return true;
          continue;
        }
        // A rider: the empty squares ahead, then the unit (or the edge) ending them.
        int ahead = 0;
        Square end = geo.offset(s, w.df, w.dr);
        while (empty_at(end)) {
          ++ahead;
          end = geo.offset(end, w.df, w.dr);
        }
        if (unit_at(end)) {  // push: the unit `ahead + 1` squares away goes n on, the mover m
          const int k = ahead + 1;
          int n = 0;
          Square beyond = geo.offset(end, w.df, w.dr);
          while (empty_at(beyond)) {
            ++n;
            if (!removals_only)
              for (int m = 0; m <= k - 1 + n; ++m)
                if (visit(DynamoStep{s, step(s, w, m, geo), false, end, beyond})) return true;
            beyond = geo.offset(beyond, w.df, w.dr);
          }
          if (beyond.is_none())  // off the board; the mover up to the edge
            for (int m = 0; m <= k + n; ++m)
              if (visit(DynamoStep{s, step(s, w, m, geo), false, end, Square::none()})) return true;
        }
        // Pull: the first unit behind, k squares away, follows the mover (m squares on) n squares.
        int k = 1;
        Square object = geo.offset(s, back.df, back.dr);
        while (empty_at(object)) {
          ++k;
          object = geo.offset(object, back.df, back.dr);
        }
        if (!unit_at(object)) continue;
        if (!removals_only)
          for (int m = 1; m <= ahead; ++m)
            for (int n = 1; n <= k - 1 + m; ++n)
              if (visit(DynamoStep{s, step(s, w, m, geo), false, object, step(object, w, n, geo)})) return true;
        if (end.is_none() && !royal) {  // the mover leaves the board: the unit up to the edge, or off it
          if (!removals_only)
            for (int n = 1; n <= k + ahead; ++n)
              if (visit(DynamoStep{s, s, true, object, step(object, w, n, geo)})) return true;
          if (visit(DynamoStep{s, s, true, object, Square::none()})) return true;
        }
      }
    }
  }
  return false;
}

// Can the unit on `s` (of `side`) send itself off the board: a leap or a line of empty squares to the
// edge (a pawn: straight ahead)? Kings never do.
bool dynamo_can_leave(const Position& pos, const Rules& rules, Square s, Colour side) {
  const Piece unit = pos.at(s);
  if (dynamo_royal(rules, unit)) return false;
  const Geometry& geo = pos.geometry();
  const int forward = side == Colour::Black ? -1 : 1;
  const PieceDef& d = rules.def(unit.kind());
  if (d.special || d.borrows_walks) return false;
  if (d.pawn) return geo.offset(s, 0, forward).is_none();
  for (const WalkPart& part : d.parts) {
    if (part.mode == StepMode::CaptureOnly || part.circle || !part.via.empty()) continue;
    if (part.step != StepKind::Leap && part.step != StepKind::Ride) continue;
    for (const Vec& vector : part.vectors) {
      Square t = geo.offset(s, vector.df, vector.dr * forward);
      if (part.step == StepKind::Ride)
        while (t.is_some() && pos.at(t).is_empty()) t = geo.offset(t, vector.df, vector.dr * forward);
      if (t.is_none()) return true;
    }
  }
  return false;
}

}  // namespace

void Dynamo::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  const Colour side = pos.side_to_move();
  dynamo_steps(pos, rules, side, false, [&](const DynamoStep& st) {
    const Piece object = pos.at(st.carried);
    // (A side never carries its own king off the board.)
    if (st.arrival.is_none() && object.colour() == side && dynamo_royal(rules, object)) return false;
    Move m{st.from, st.to, st.mover_off ? MoveKind::Suicide : MoveKind::Normal};
    m.aux = static_cast<uint8_t>(st.carried.index());
    m.aux2 = st.arrival.is_none() ? kNoCarry : static_cast<uint8_t>(st.arrival.index());
    // A unit carried off the board is taken, for every purpose: notation's '*', the fifty-move clock,
    // the engine's captures.
    if (st.arrival.is_none()) m.flags |= kFlagCapture;
    const Piece mover = pos.at(st.from);
    if (!st.mover_off && st.to != st.from && rules.def(mover.kind()).pawn &&
        rules.on_promotion_rank(pos.geometry(), st.to, side) && !rules.params().promotion_kinds.empty()) {
      for (PieceKind k : rules.params().promotion_kinds) {
        m.promotion = k;
        out.push(m);
      }
      return false;
    }
    out.push(m);
    return false;
  });
  for (Square s : pos.geometry().squares()) {
    const Piece unit = pos.at(s);
    if (unit.is_unit() && unit.colour() == side && dynamo_can_leave(pos, rules, s, side))
      out.push(Move{s, s, MoveKind::Suicide});
  }
}

bool Dynamo::admits(const Position&, const Rules&, const Move& m) const {
  // (No ordinary capture, en passant included; the pushes and pulls carry their unit.)
  return carries_unit(m) || (!m.is_capture() && m.kind != MoveKind::EnPassant);
}

std::optional<bool> Dynamo::in_check(const Position& pos, const Rules& rules, Colour side) const {
  const auto kings = pos.royals(side);
  if (kings.empty()) return false;
  return dynamo_steps(pos, rules, opposite(side), true, [&](const DynamoStep& st) {
    if (st.arrival.is_some()) return false;
    for (Square k : kings)
      if (k == st.carried) return true;
    return false;
  });
}

void apply_dynamo(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("Dynamo", arguments);
  rules.claim("check", "Dynamo", true);  // (it defines check)
  rules.params().en_passant = false;
  rules.params().pawns_on_promotion_rank = true;  // (a pawn carried there stays a pawn)
  rules.params().pawns_on_first_rank = true;      // (and one carried to its first rank steps on from there)
  rules.add_module(std::make_unique<Dynamo>());
}

const ConditionEntry& dynamo_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Dynamo", .fr = "Dynamo", .de = "Dynamo", .seeds = {{"Dynamo", {}}}},
      .apply = &apply_dynamo,
      .refuses_neutral_units = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
