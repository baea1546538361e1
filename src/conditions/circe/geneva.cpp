#include "conditions/circe/geneva.h"

#include <memory>
#include <span>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/walks/unit_in_place.h"

namespace nightrider::conditions {

bool Geneva::capture_allowed(const Position& pos, const Rules& rules, Square from, Square capture,
                             Square taken, Colour mover) const {
  Piece unit = pos.at(from);
  if (!unit.is_unit()) return true;
  if (royal_unit(rules, unit) && !rex_inclusive_) return true;
  if (unit.colour() == Colour::Neutral) unit = unit.with_colour(mover);
  const std::optional<Square> rebirth =
      squares_.any() ? squares_.square(unit, from, from)
                     : circe_rebirth_square(unit, from, rex_inclusive_, squares_.promotion_short);
  if (!rebirth) return true;
  if (*rebirth == from || *rebirth == capture) return false;  // (the capturer leaves it, or stands there)
  return *rebirth == taken || pos.at(*rebirth).is_empty();
}

bool Geneva::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (!m.is_capture() || m.kind == MoveKind::Castle || m.kind == MoveKind::Null) return true;
  const Square taken = m.kind == MoveKind::EnPassant ? m.aux_square() : m.to;
  return capture_allowed(pos, rules, m.from, m.to, taken, pos.side_to_move());
}

std::optional<bool> Geneva::in_check(const Position& pos, const Rules& rules, Colour side) const {
  const Colour by = opposite(side);
  const std::span<const Square> royals = pos.royals(side);
  for (Square king : royals)
    if (rules.is_attacked_if(pos, king, by, ObservationPurpose::Check,
                             [&](Square from) { return capture_allowed(pos, rules, from, king, king, by); }))
      return true;
  return false;
}

void apply_geneva(Rules& rules, const std::vector<std::string>& arguments) {
  RebirthSquares squares;
  bool rex_inclusive = false;
  for (const std::string& argument : arguments) {
    const std::string word = lower_case(argument);
    if (word == "rexinclusive" || word == "rexexclusive")
      rex_inclusive = word == "rexinclusive";
    else if (word == "mirror")
      squares.mirror = true;
    else
      throw std::invalid_argument("GenevaChess " + argument + " is not supported yet");
  }
  if (rules.geometry().width() != 8 || rules.geometry().height() != 8)
    throw std::invalid_argument("GenevaChess needs the 8x8 board");
  squares.promotion_short = rules.params().promotion_ranks_short;
  rules.claim("check", "GenevaChess");  // (check is a capture that would be legal)
  rules.provide(kCapabilityRebirthCheck, "GenevaChess");
  rules.exclude(kCapabilityKnightRole, "GenevaChess",
                "Circe's rebirth squares for another kind in the knight's role are not supported yet");
  rules.exclude(kCapabilityMoverGoesOn, "GenevaChess",
                "the capturer's rebirth square beside a second step of the move is not supported yet");
  rules.exclude(
      kCapabilityObservingElsewhere, "GenevaChess",
      "the capturer's rebirth square beside units observing from other squares is not supported yet");
  rules.add_module(std::make_unique<Geneva>(squares, rex_inclusive));
}

const ConditionEntry& geneva_condition() {
  static const ConditionEntry entry{
      .names = {.en = "GenevaChess", .fr = "EchecsGeneve", .de = "GenferSchach", .seeds = {}},
      .apply = &apply_geneva,
  };
  return entry;
}

}  // namespace nightrider::conditions
