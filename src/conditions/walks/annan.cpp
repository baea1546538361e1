#include "conditions/walks/annan.h"

#include <algorithm>
#include <memory>
#include <span>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/walks/lent_walk_moves.h"
#include "conditions/walks/unit_in_place.h"

namespace nightrider::conditions {

PieceKind Annan::walk_of(const Position& pos, const Rules& rules, Square front, Colour side) const {
  const Piece unit = pos.at(front);
  const Square rear = pos.geometry().offset(front, 0, side == Colour::Black ? 1 : -1);
  if (rear.is_none()) return unit.kind();
  const Piece behind = pos.at(rear);
  if (!behind.is_unit() || (behind.colour() != side && behind.colour() != Colour::Neutral)) return unit.kind();
  const bool rear_royal = royal_unit(rules, behind), front_royal = royal_unit(rules, unit);
  switch (type_) {
    case AnnanType::A:
      break;
    case AnnanType::B:
      if (rear_royal) return unit.kind();
      break;
    case AnnanType::C:
      if (front_royal) return unit.kind();
      break;
    case AnnanType::D:
      if (rear_royal || front_royal) return unit.kind();
      break;
  }
  return behind.kind();
}

void Annan::generate(const Position& pos, const Rules& rules, MoveList& out) const {
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

bool Annan::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null || m.kind == MoveKind::Castle) return true;
  const Piece unit = pos.at(m.from);
  if (!unit.is_unit()) return true;
  const bool annanised = walk_of(pos, rules, m.from, pos.side_to_move()) != unit.kind();
  return annanised == (slot_.get(m) != 0);
}

std::optional<bool> Annan::in_check(const Position& pos, const Rules& rules, Colour side) const {
  const Colour by = opposite(side);
  const std::span<const Square> royals = pos.royals(side);
  const std::vector<Square> kings(royals.begin(), royals.end());
  for (Square king : kings) {
    // The units observing with their own walk, then those observing with the walk behind them.
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

void apply_annan(Rules& rules, const std::vector<std::string>& arguments) {
  AnnanType type = AnnanType::A;
  for (const std::string& a : arguments) {
    const std::string word = lower_case(a);
    if (word == "typea")
      type = AnnanType::A;
    else if (word == "typeb")
      type = AnnanType::B;
    else if (word == "typec")
      type = AnnanType::C;
    else if (word == "typed")
      type = AnnanType::D;
    else
      throw std::invalid_argument("AnnanChess " + a + " is not supported yet");
  }
  lend_walks(rules, "AnnanChess", "walks taken from the unit behind", true);
  rules.claim("check", "AnnanChess");         // (it defines check; no other definition beside it yet)
  rules.params().pawns_on_first_rank = true;  // (a pawn moving with another walk may go back there)
  rules.add_module(std::make_unique<Annan>(type, rules.reserve_choice("AnnanChess", 1)));
}

const ConditionEntry& annan_condition() {
  static const ConditionEntry entry{
      .names = {.en = "AnnanChess", .fr = "AnnanEchecs", .de = "Annanschach", .seeds = {}},
      .apply = &apply_annan,
  };
  return entry;
}

}  // namespace nightrider::conditions
