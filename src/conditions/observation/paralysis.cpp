#include "conditions/observation/paralysis.h"

#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

std::optional<PieceKind> Paralysis::paralyser(const Rules& rules, PieceKind kind) const {
  if (by_ == By::SameKind) {
    if (rules.def(kind).royal && !rex_inclusive_) return std::nullopt;
    return kind;
  }
  switch (kind) {
    case PieceKind::Pawn:
      return PieceKind::Queen;
    case PieceKind::Queen:
      return PieceKind::Rook;
    case PieceKind::Rook:
      return PieceKind::Bishop;
    case PieceKind::Bishop:
      return PieceKind::Knight;
    case PieceKind::Knight:
      return PieceKind::Pawn;
    default:
      return std::nullopt;
  }
}

bool Paralysis::paralysed(const Position& pos, const Rules& rules, Square square) const {
  const Piece p = pos.at(square);
  if (!p.is_unit() || p.colour() == Colour::Neutral) return false;
  const std::optional<PieceKind> walk = paralyser(rules, p.kind());
  return walk && rules.uses(*walk) &&
         rules.is_attacked_by(pos, square, opposite(p.colour()), *walk, ObservationLevel::Observer,
                              ObservationPurpose::Paralysis);
}

bool Paralysis::admits(const Position& pos, const Rules& rules, const Move& m) const {
  return m.kind == MoveKind::Null || !paralysed(pos, rules, m.from);
}

bool Paralysis::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  return !paralysed(pos, rules, o.from);
}

void apply_madrasi(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityBorrowedWalks, "Madrasi", "observations with the walk of the unit behind (Annan) are not supported yet");
  bool rex_inclusive = false;
  for (const std::string& a : arguments) {
    const std::string word = lower_case(a);
    if (word == "rexinclusive")
      rex_inclusive = true;
    else if (word != "rexexclusive")
      throw std::invalid_argument("Madrasi " + a + " is not supported yet");
  }
  rules.exclude(kCapabilityObservingElsewhere, "Madrasi",
                "Madrasi's paralysis beside units observing from other squares is not Popeye's yet");
  rules.add_module(std::make_unique<Paralysis>(Paralysis::By::SameKind, rex_inclusive));
}

void apply_eiffel(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityBorrowedWalks, "EiffelChess", "observations with the walk of the unit behind (Annan) are not supported yet");
  expect_no_arguments("EiffelChess", arguments);
  rules.exclude(kCapabilityObservingElsewhere, "EiffelChess",
                "Eiffel chess's paralysis beside units observing from other squares is not Popeye's yet");
  rules.exclude(kCapabilityKnightRole, "EiffelChess",
                "Eiffel chess's cycle with another kind in the knight's role is not supported yet");
  rules.add_module(std::make_unique<Paralysis>(Paralysis::By::EiffelCycle, false));
}

const ConditionEntry& madrasi_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Madrasi", .fr = "Madrasi", .de = "Madrasi", .seeds = {}},
      .apply = &apply_madrasi,
  };
  return entry;
}

const ConditionEntry& eiffel_condition() {
  static const ConditionEntry entry{
      .names = {.en = "EiffelChess", .fr = "EchecsEiffel", .de = "EiffelSchach", .seeds = {{"Eiffel", {}}}},
      .apply = &apply_eiffel,
      // (Popeye paralyses a neutral unit as the side it moves for: not modelled, its lines differ.)
      .refuses_neutral_units = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
