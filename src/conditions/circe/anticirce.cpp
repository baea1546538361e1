#include "conditions/circe/anticirce.h"

#include <memory>
#include <stdexcept>

#include "conditions/circe/circe.h"
#include "conditions/circe/equipollents.h"
#include "conditions/circe/super_circe.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {
// A neutral capturer's square is found as the mover's (Popeye's relevant side).
Piece as_mover(Piece capturer, Colour mover) {
  return capturer.colour() == Colour::Neutral ? capturer.with_colour(mover) : capturer;
}
}  // namespace

bool AntiCirce::rebirth_allows(const Position& pos, Piece capturer, Square from, Square target) const {
  const std::optional<Square> rebirth = squares_.square(capturer, target, from, pos.origin(from));
  if (!rebirth) return false;  // (off the board: Antipodes never, the others neither on 8x8)
  if (*rebirth == target) return !cheylan_;
  return *rebirth == from || pos.at(*rebirth).is_empty();  // (the capturer leaves its own square)
}

bool AntiCirce::admits(const Position& pos, const Rules&, const Move& m) const {
  if (!m.is_capture()) return true;
  const Piece mover = pos.at(m.from);
  const Piece capturer = m.promotion != PieceKind::None ? Piece(m.promotion, mover.colour()) : mover;
  return rebirth_allows(pos, as_mover(capturer, pos.side_to_move()), m.from, m.to);
}

void AntiCirce::after_move(Position& pos, const Rules&, const Move& m) const {
  if (!m.is_capture()) return;
  const Piece capturer = as_mover(pos.at(m.to), pos.side_to_move());
  const std::optional<Square> rebirth = squares_.square(capturer, m.to, m.from, pos.origin(m.to));
  if (!rebirth) return;
  if (*rebirth == m.to)
    pos.note_stay(m.to);
  else
    pos.relocate(m.to, *rebirth, EffectReason::CapturerRebirth);
}

std::optional<bool> AntiCirce::in_check(const Position& pos, const Rules& rules, Colour c) const {
  const Square king = pos.king(c);
  if (!king.is_some()) return false;
  const Colour enemy = opposite(c);
  const int promotion_rank = enemy == Colour::White ? pos.geometry().height() - 1 : 0;
  return rules.is_attacked_if(pos, king, enemy, ObservationPurpose::Check, [&](Square s) {
    const Piece p = pos.at(s);
    // A pawn taking on its last rank promotes first, then goes to its new type's square.
    if (rules.def(p.kind()).pawn && king.rank() == promotion_rank) {
      for (PieceKind k : rules.params().promotion_kinds)
        if (rebirth_allows(pos, Piece(k, enemy), s, king)) return true;
      return false;
    }
    return rebirth_allows(pos, as_mover(p, enemy), s, king);
  });
}

void apply_anticirce(Rules& rules, const std::vector<std::string>& arguments) {
  bool cheylan = false, super = false, equipollents = false;
  RebirthSquares squares;
  for (const std::string& a : arguments) {
    const std::string word = lower_case(a);
    if (word == "cheylan")
      cheylan = true;
    else if (word == "calvet")
      cheylan = false;
    else if (word == "super")
      super = true;
    else if (word == "equipollents")
      equipollents = true;
    else if (word != "rexinclusive" && !squares.read(word))  // (Rex Inclusiv: AntiCirce's default)
      throw std::invalid_argument("AntiCirce " + a + " is not supported yet");
  }
  if (rules.geometry().width() != 8 || rules.geometry().height() != 8)
    throw std::invalid_argument("AntiCirce needs the 8x8 board");
  rules.claim("what becomes of a capturer", "AntiCirce");
  if (equipollents && super) throw std::invalid_argument("AntiCirce cannot be both Super and Equipollents");
  const bool other_squares = squares.rule != RebirthRule::Classic || squares.mirror;
  // (Under Antipodes a pawn may land on its last rank, whose promotion is not written yet.)
  if (squares.needs_move() || squares.rule == RebirthRule::Antipodes)
    throw std::invalid_argument("AntiCirce with PWC, Couscous, Clone or Antipodes is not supported yet");
  if (other_squares && (super || equipollents))
    throw std::invalid_argument("AntiCirce " + std::string(super ? "Super" : "Equipollents") +
                                " takes no other rebirth rule");
  if (equipollents)
    apply_equipollents_anticirce(rules);  // (Calvet and Cheylan agree: it never stays where it took)
  else if (super)
    apply_anti_super_circe(rules, cheylan);
  else
    rules.add_module(std::make_unique<AntiCirce>(cheylan, squares));
}

}  // namespace nightrider::conditions
