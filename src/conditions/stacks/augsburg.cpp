#include "conditions/stacks/augsburg.h"

#include <algorithm>
#include <bit>
#include <memory>
#include <utility>

#include "conditions/registry.h"
#include "conditions/walks/unit_in_place.h"

namespace nightrider::conditions {

namespace {

// The underworld indices of the units under `s` (a stack's units below its top), in order.
std::vector<size_t> augsburg_members(const Position& pos, Square s) {
  std::vector<size_t> members;
  const auto& under = pos.underworld();
  for (size_t i = 0; i < under.size(); ++i)
    if (under[i].square == s) members.push_back(i);
  return members;
}

// Answers ask(board) on `pos` with the square `s` emptied (a journaled move of no other effect, the
// en-passant state and move marker kept), then puts it back exactly.
template <class Ask>
void augsburg_without_unit(const Position& pos, Square s, Ask&& ask) {
  Position& scratch = const_cast<Position&>(pos);
  const Square ep = pos.en_passant(), victim = pos.en_passant_victim(), also = pos.en_passant_also();
  const uint16_t marker = pos.move_marker();
  scratch.begin_move(Move{s, s});
  scratch.remove(s);
  if (ep.is_some()) scratch.set_move_en_passant(ep, victim, also);
  scratch.set_move_marker(marker);
  ask(static_cast<const Position&>(scratch));
  scratch.end_move(false);
  scratch.undo_move();
}

// The units of the stack on `s` that may move, each with its place (0 the top unit, j + 1 the j-th unit
// under the square): one of each kind, as a second like unit moves as the first.
std::vector<std::pair<uint32_t, Piece>> augsburg_movers(const Position& pos, Square s,
                                                        const std::vector<size_t>& members) {
  std::vector<std::pair<uint32_t, Piece>> movers{{0, pos.at(s)}};
  for (size_t j = 0; j < members.size() && j < Augsburg::kMaxStack - 1; ++j) {
    const Piece unit = pos.underworld()[members[j]].piece;
    if (std::none_of(movers.begin(), movers.end(), [&](const auto& m) { return m.second == unit; }))
      movers.emplace_back(static_cast<uint32_t>(j + 1), unit);
  }
  return movers;
}

// A unit of `side` that may be part of a stack (kings never are).
bool augsburg_stackable(const Rules& rules, Piece p, Colour side) {
  return p.is_unit() && p.colour() == side && !royal_unit(rules, p);
}

// Does a unit of `by` under a square (below a top unit of `by`) attack `target` from that square?
bool augsburg_member_attacks(const Position& pos, const Rules& rules, Square target, Colour by) {
  const std::vector<BuriedUnit> under = pos.underworld();  // (a copy: the tests below play on pos)
  for (const BuriedUnit& member : under) {
    const Square s = member.square;
    const Piece top = pos.at(s);
    if (!augsburg_stackable(rules, top, by) || member.piece.colour() != by || member.piece == top) continue;
    if (!rules.may_reach(by, member.piece.kind(), s, target)) continue;
    bool attacks = false;
    with_unit_in_place(pos, s, member.piece, [&](const Position& p) {
      attacks = rules.is_attacked_if(p, target, by, ObservationPurpose::Check,
                                     [&](Square from) { return from == s; });
    });
    if (attacks) return true;
  }
  return false;
}

}  // namespace

void Augsburg::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  const Colour side = pos.side_to_move();
  const Geometry& geo = pos.geometry();
  // The moves of the units under a square (the top unit's are the rules' own).
  if (!pos.underworld().empty()) {
    for (Square s : geo.squares()) {
      if (!augsburg_stackable(rules, pos.at(s), side)) continue;
      const std::vector<size_t> members = augsburg_members(pos, s);
      if (members.empty()) continue;
      for (const auto& [place, unit] : augsburg_movers(pos, s, members)) {
        if (place == 0) continue;
        with_unit_in_place(pos, s, unit, [&, place = place](const Position& p) {
          MoveList walk;
          rules.generate_walk_moves(p, s, walk);
          for (Move m : walk) {
            if (m.kind == MoveKind::Castle) continue;
            m.set_choices(static_cast<uint16_t>(m.choices() | slot_.place(place)));
            out.push(m);
          }
        });
      }
    }
  }
  // Joining a friend: the moves a unit could make onto the friend's square were it empty (a pawn's
  // straight ahead), plain moves (a double step opens no en passant).
  for (Square t : geo.squares()) {
    if (!augsburg_stackable(rules, pos.at(t), side)) continue;
    if (augsburg_members(pos, t).size() + 2 > static_cast<size_t>(kMaxStack)) continue;
    augsburg_without_unit(pos, t, [&](const Position& p) {
      for (Square s : geo.squares()) {
        if (s == t || !augsburg_stackable(rules, p.at(s), side)) continue;
        for (const auto& [place, unit] : augsburg_movers(p, s, augsburg_members(p, s))) {
          if (!rules.def(unit.kind()).pawn && !rules.may_reach(side, unit.kind(), s, t)) continue;
          auto collect = [&, place = place](const Position& q) {
            MoveList walk;
            rules.generate_walk_moves(q, s, walk);
            for (Move m : walk) {
              if (m.to != t || carries_unit(m) ||
                  (m.kind != MoveKind::Normal && m.kind != MoveKind::DoubleStep))
                continue;
              m.kind = MoveKind::Normal;
              m.aux = m.aux2 = kNoCarry;
              m.flags = static_cast<uint8_t>(m.flags & ~kFlagCapture);
              m.set_choices(static_cast<uint16_t>(m.choices() | slot_.place(place)));
              out.push(m);
            }
          };
          if (place == 0)
            collect(p);
          else
            with_unit_in_place(p, s, unit, collect);
        }
      }
    });
  }
}

bool Augsburg::admits(const Position& pos, const Rules& rules, const Move& m) const {
  // The squares a castling king passes must not be attacked by stacked units either (the rules ask the
  // top units; the king's own square and its arrival are judged by check).
  if (m.kind != MoveKind::Castle || pos.underworld().empty() || m.from.rank() != m.to.rank() ||
      m.from.file() == m.to.file())
    return true;
  const Colour by = opposite(pos.side_to_move());
  const int step = m.to.file() > m.from.file() ? 1 : -1;
  for (int file = m.from.file() + step; file != m.to.file(); file += step)
    if (augsburg_member_attacks(pos, rules, Square(file, m.from.rank()), by)) return false;
  return true;
}

void Augsburg::before_move(Position& pos, const Rules&, const Move& m) const {
  if (m.kind == MoveKind::Null) return;
  // A unit under the square moves: it changes places with the top unit first.
  const uint32_t place = mover_of(m);
  if (place != 0) {
    const std::vector<size_t> members = augsburg_members(pos, m.from);
    if (place <= members.size()) {
      const size_t at = members[place - 1];
      const Piece unit = pos.underworld()[at].piece;
      const Piece top = pos.at(m.from);
      pos.unbury(at, reason(ReasonRole::Underworld));
      pos.bury(m.from, top, reason(ReasonRole::Underworld), at);
      pos.change(m.from, unit, reason(ReasonRole::KindChange));
    }
  }
  // Joining a friend: the friend goes under its square.
  const Piece mover = pos.at(m.from);
  const Piece there = pos.at(m.to);
  if (m.kind == MoveKind::Normal && m.to != m.from && !carries_unit(m) && mover.is_unit() &&
      there.is_unit() && there.colour() == mover.colour()) {
    pos.remove(m.to, reason(ReasonRole::Underworld));
    pos.bury(m.to, there, reason(ReasonRole::Underworld));
  }
}

void Augsburg::choices(const Position& after, const Rules& rules, const Move& m,
                       std::vector<uint32_t>& values) const {
  const bool travels =
      (m.kind == MoveKind::Normal || m.kind == MoveKind::DoubleStep || m.kind == MoveKind::EnPassant) &&
      !carries_unit(m) && m.from != m.to;
  const std::vector<size_t> members = travels ? augsburg_members(after, m.from) : std::vector<size_t>{};
  if (members.empty()) {
    values.push_back(0);
    return;
  }
  const Piece mover = after.at(m.to);
  size_t already = 1;  // the mover and its side's units under its arrival square
  for (size_t i : augsburg_members(after, m.to))
    already += after.underworld()[i].piece.colour() == mover.colour();
  const size_t n = std::min<size_t>(members.size(), kMaxStack - 1);
  const Geometry& geo = after.geometry();
  std::vector<std::vector<uint32_t>> seen;  // (like units: one choice per set of kinds)
  for (uint32_t mask = 0; mask < (1u << n); ++mask) {
    if (already + static_cast<size_t>(std::popcount(mask)) > static_cast<size_t>(kMaxStack)) continue;
    std::vector<uint32_t> codes;
    bool allowed = true;
    for (size_t j = 0; j < n && allowed; ++j) {
      if (!(mask >> j & 1)) continue;
      const Piece unit = after.underworld()[members[j]].piece;
      // (A pawn does not ride onto its first or last rank.)
      if (rules.def(unit.kind()).pawn &&
          (geo.relative_rank(m.to, unit.colour()) == 0 || rules.on_promotion_rank(geo, m.to, unit.colour())))
        allowed = false;
      codes.push_back(unit.code());
    }
    if (!allowed) continue;
    std::sort(codes.begin(), codes.end());
    if (std::find(seen.begin(), seen.end(), codes) != seen.end()) continue;
    seen.push_back(codes);
    values.push_back(slot_.place(mask << 3));
  }
}

void Augsburg::after_move(Position& pos, const Rules&, const Move& m) const {
  if (pos.underworld().empty()) return;
  // A stack taken: the units under the square of a unit the move took go with it.
  std::vector<std::pair<Square, Colour>> taken;
  for (const Effect& e : pos.last_effects())
    if (e.kind == EffectKind::Remove && e.reason.role == ReasonRole::Move && e.piece.is_unit())
      taken.emplace_back(e.from, e.piece.colour());
  for (const auto& [s, colour] : taken) {
    const std::vector<size_t> members = augsburg_members(pos, s);
    for (size_t k = members.size(); k-- > 0;)
      if (pos.underworld()[members[k]].piece.colour() == colour)
        pos.unbury(members[k], reason(ReasonRole::Underworld));
  }
  // The units travelling with the mover go under its arrival square.
  if (const uint32_t mask = travellers_of(m); mask != 0) {
    const std::vector<size_t> members = augsburg_members(pos, m.from);
    std::vector<size_t> chosen;
    for (size_t j = 0; j < members.size() && j < kMaxStack - 1; ++j)
      if (mask >> j & 1) chosen.push_back(members[j]);
    // (Each taken out and put under the arrival square in turn, as the mover's partner, so notation
    // sees it go with the mover: "Rd2-d5/wPd2-d5".)
    for (size_t k = chosen.size(); k-- > 0;) {
      const Piece unit = pos.underworld()[chosen[k]].piece;
      pos.unbury(chosen[k], reason(ReasonRole::Partner));
      pos.bury(m.to, unit, reason(ReasonRole::Partner));
    }
  }
  // A square left empty above its stack: the last unit under it comes up.
  for (Square s : {m.from, m.kind == MoveKind::Castle ? m.aux_square() : Square::none()}) {
    if (s.is_none() || !pos.at(s).is_empty()) continue;
    const std::vector<size_t> members = augsburg_members(pos, s);
    if (members.empty()) continue;
    const Piece unit = pos.underworld()[members.back()].piece;
    pos.unbury(members.back(), reason(ReasonRole::Underworld));
    pos.add(s, unit, reason(ReasonRole::Underworld));
  }
}

std::optional<bool> Augsburg::in_check(const Position& pos, const Rules& rules, Colour c) const {
  if (rules.in_check_after(pos, c, this)) return true;
  if (pos.underworld().empty()) return false;
  const std::vector<Square> kings(pos.royals(c).begin(), pos.royals(c).end());
  for (Square king : kings)
    if (augsburg_member_attacks(pos, rules, king, opposite(c))) return true;
  return false;
}

void apply_augsburg(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("Augsburg", arguments);
  rules.claim("the underworld", "Augsburg");  // (its stacks are kept there)
  rules.claim("check", "Augsburg", true);     // (stacked units check too)
  rules.params().base_rank_pawns_still = true;
  rules.add_module(std::make_unique<Augsburg>(rules.reserve_choice("Augsburg", 10)));
}

const ConditionEntry& augsburg_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Augsburg", .fr = "Augsburg", .de = "Augsburg", .seeds = {{"Augsburg", {}}}},
      .apply = &apply_augsburg,
      .refuses_neutral_units = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
