#include "conditions/placement/sentinelles.h"

#include <memory>
#include <stdexcept>

#include "conditions/registry.h"

namespace nightrider::conditions {

void Sentinelles::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null) return;
  const Geometry& geo = pos.geometry();
  const Square from = m.from;
  if (from.rank() == 0 || from.rank() == geo.height() - 1 || !pos.at(from).is_empty()) return;
  // The unit that left (the primary action's relocation from the departure square).
  Piece mover;
  for (const Effect& e : pos.last_effects())
    if (e.kind == EffectKind::Relocate && e.from == from) {
      mover = e.piece;
      break;
    }
  if (!mover.is_unit() || rules.def(mover.kind()).pawn) return;
  const Colour side = pos.side_to_move();
  Colour colour = options_.pawn == SentinellesOptions::Pawn::Adverse ? opposite(side) : side;
  if ((options_.pawn == SentinellesOptions::Pawn::Neutral && mover.colour() == Colour::Neutral) ||
      options_.pawn == SentinellesOptions::Pawn::AnyNeutral)
    colour = Colour::Neutral;
  int own = 0, total = 0;
  for (Square s : geo.squares()) {
    const Piece p = pos.at(s);
    if (!p.is_unit() || p.kind() != PieceKind::Pawn) continue;
    ++total;
    own += p.colour() == colour;
  }
  if ((colour != Colour::Neutral || options_.pawn == SentinellesOptions::Pawn::AnyNeutral) &&
      own + 1 > options_.maximum_per_side)
    return;
  if (total + 1 > options_.maximum_total) return;
  pos.add(from, Piece(PieceKind::Pawn, colour), reason(ReasonRole::Placement));
}

void apply_sentinelles(Rules& rules, const std::vector<std::string>& arguments) {
  SentinellesOptions options;
  for (size_t i = 0; i < arguments.size(); ++i) {
    const std::string word = lower_case(arguments[i]);
    auto number = [&]() {
      if (i + 1 >= arguments.size())
        throw std::invalid_argument("Sentinelles " + arguments[i] + " needs a number");
      const std::string& text = arguments[++i];
      if (text.empty() || text.size() > 3 || text.find_first_not_of("0123456789") != std::string::npos)
        throw std::invalid_argument("Sentinelles " + arguments[i - 1] + " needs a number, not " + text);
      return std::stoi(text);
    };
    if (word == "pionadvers")
      options.pawn = SentinellesOptions::Pawn::Adverse;
    else if (word == "pionneutre")
      options.pawn = SentinellesOptions::Pawn::Neutral;
    else if (word == "anyneutral")  // (Nightrider's word for WinChloe's reading)
      options.pawn = SentinellesOptions::Pawn::AnyNeutral;
    else if (word == "maximumtotal")
      options.maximum_total = number();
    else if (word == "maximumwhite" || word == "maximumblack")
      options.maximum_per_side = number();  // (one limit for both sides: Popeye's problems give equal ones)
    else
      throw std::invalid_argument("Sentinelles " + arguments[i] + " is not supported yet");
  }
  // A pawn is left on the rank a unit leaves: pawns may stand on any rank but the first and last.
  rules.add_module(std::make_unique<Sentinelles>(options));
}

const ConditionEntry& sentinelles_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Sentinelles",
                .fr = "Sentinelles",
                .de = "Sentinelles",
                .seeds =
                    {
                        {"Sentinelles en Pion adverse", {"PionAdvers"}},
                        {"Sentinelles en Pion neutre", {"AnyNeutral"}},
                        {"Sentinelles", {}},
                    }},
      .apply = &apply_sentinelles,
      // After the Circe family's rebirths, whichever is written first: Popeye places the sentinel after
      // the captured unit's rebirth ([+bPg1=R][+bPh2], fairy_rg_4_59_to_4_61__005).
      .order = 3,
  };
  return entry;
}

}  // namespace nightrider::conditions
