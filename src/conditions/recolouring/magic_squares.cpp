#include "conditions/recolouring/magic_squares.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

#include "conditions/registry.h"

namespace nightrider::conditions {

bool MagicSquares::magic(Square s) const {
  return std::find(squares_.begin(), squares_.end(), s) != squares_.end();
}

bool MagicSquares::changes(const Rules& rules, Piece unit) {
  return unit.is_unit() && unit.colour() != Colour::Neutral && !rules.def(unit.kind()).royal &&
         !(unit.attributes() & kAttributeRoyal);
}

Piece MagicSquares::arriving_as(const Position&, const Rules& rules, Square to, Piece unit) const {
  return magic(to) && changes(rules, unit) ? unit.with_colour(opposite(unit.colour())) : unit;
}

void MagicSquares::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null) return;
  // The units the move put on a magic square: where a unit arrived and no later effect of the move
  // took it away. Not a unit added (a Circe rebirth, a sentinel pawn): Popeye adds them after its
  // change of side. Type 2 looks at the move's own action only (the arrival hook has
  // told the rules that sent the mover on).
  const std::vector<Effect> effects(pos.last_effects().begin(), pos.last_effects().end());
  const size_t end = type2_ ? effects.size() - pos.last_side_effects().size() : effects.size();
  std::vector<Square> changed;
  for (size_t i = 0; i < end; ++i) {
    const Effect& e = effects[i];
    if (e.kind != EffectKind::Relocate) continue;
    const Square s = e.to;
    if (!magic(s) || std::find(changed.begin(), changed.end(), s) != changed.end()) continue;
    bool left = false;
    for (size_t j = i + 1; j < effects.size(); ++j)
      left |= (effects[j].kind == EffectKind::Relocate || effects[j].kind == EffectKind::Remove) &&
              effects[j].from == s;
    const Piece unit = pos.at(s);
    // (Type 2: a rule that sent the mover on changed it already; one that left it there too.)
    if (left || !changes(rules, unit) || (type2_ && unit.colour() != e.piece.colour())) continue;
    pos.change(s, unit.with_colour(opposite(unit.colour())), EffectReason::SideChange);
    changed.push_back(s);
    // A pawn that changed side after its double step is no longer open to en passant.
    if (pos.en_passant_victim() == s) pos.set_move_en_passant(Square::none(), Square::none());
  }
}

void apply_magic_squares(Rules& rules, const std::vector<std::string>& arguments) {
  std::vector<Square> squares;
  bool type2 = false;
  for (const std::string& argument : arguments) {
    const std::string word = lower_case(argument);
    if (word == "type1") {
      type2 = false;
      continue;
    }
    if (word == "type2") {
      type2 = true;
      continue;
    }
    for (Square square : squares_argument("MagicSquares", argument, rules.geometry()))
      squares.push_back(square);
  }
  if (squares.empty()) throw std::invalid_argument("MagicSquares needs at least one square");
  // (Volage, Andernach and AntiCirce Volcanic change or keep a mover's side in an order Popeye writes
  // otherwise: not followed yet.)
  rules.claim("the side of a moving unit", "MagicSquares");
  rules.add_module(std::make_unique<MagicSquares>(std::move(squares), type2));
}

const ConditionEntry& magic_squares_condition() {
  static const ConditionEntry entry{
      .names = {.en = "MagicSquares", .fr = "CaseMagique", .de = "MagischeFelder", .seeds = {}},
      .apply = &apply_magic_squares,
      .order = 3,  // type 1: after the Circe family's rebirths (AntiCirce 1, Circe 2), as in Popeye
  };
  return entry;
}

}  // namespace nightrider::conditions
