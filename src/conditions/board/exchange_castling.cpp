#include "conditions/board/exchange_castling.h"

#include <memory>

#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

// Is `p` a partner of an exchange castling for `side`: a unit of its side (or a neutral one), not a pawn?
bool exchange_castling_partner(const Rules& rules, Piece p, Colour side) {
  return p.is_unit() && (p.colour() == side || p.colour() == Colour::Neutral) && !rules.def(p.kind()).pawn;
}

}  // namespace

void ExchangeCastling::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  const Colour side = pos.side_to_move();
  if (pos.rule_flag(flag_of(side))) return;
  for (Square king : pos.geometry().squares()) {
    const Piece k = pos.at(king);
    if (!k.is_unit() || k.kind() != PieceKind::King || (k.colour() != side && k.colour() != Colour::Neutral))
      continue;
    for (Square partner : pos.geometry().squares())  // (from a1 rank by rank, as Popeye)
      if (partner != king && exchange_castling_partner(rules, pos.at(partner), side))
        out.push(Move{partner, king, MoveKind::Swap});
  }
}

void ExchangeCastling::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind != MoveKind::Swap) return;
  const Colour side = pos.side_to_move();
  // The king now stands on the partner's square (a Messigny exchange leaves an enemy unit there).
  const Piece king = pos.at(m.from);
  if (king.is_unit() && king.kind() == PieceKind::King &&
      (king.colour() == side || king.colour() == Colour::Neutral) &&
      exchange_castling_partner(rules, pos.at(m.to), side))
    pos.set_rule_flag(flag_of(side), true);
}

void apply_exchange_castling(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("ExchangeCastling", arguments);
  rules.claim("castling", "ExchangeCastling");
  rules.add_module(std::make_unique<ExchangeCastling>(rules.reserve_flags("ExchangeCastling", 2)));
}

const ConditionEntry& exchange_castling_condition() {
  static const ConditionEntry entry{
      .names = {.en = "ExchangeCastling", .fr = "EchangeRoque", .de = "PlatzwechselRochade", .seeds = {}},
      .apply = &apply_exchange_castling,
  };
  return entry;
}

}  // namespace nightrider::conditions
