#include "conditions/circe/immune.h"

#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/circe/circe.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

void apply_immune(Rules& rules, const std::vector<std::string>& arguments) {
  CirceOptions options;
  options.occupied = CirceOccupied::Strict;
  options.place_reborn = false;
  for (const std::string& argument : arguments) {
    const std::string word = lower_case(argument);
    if (word == "rexexclusive" || word == "rexinclusive") {
      options.rex_inclusive = word == "rexinclusive";
      continue;
    }
    // (The rules that read the capturing move, or a king's immunity, are not followed yet.)
    const bool supported = word == "mirror" || word == "file" || word == "diagram" || word == "symmetry" ||
                           word == "verticalsymmetry" || word == "horizontalsymmetry" || word == "antipodes" ||
                           word == "diametral" || word == "verticalmirror";
    if (!supported || !options.squares.read(word))
      throw std::invalid_argument("ImmunChess " + argument + " is not supported yet");
  }
  if (rules.geometry().width() != 8 || rules.geometry().height() != 8)
    throw std::invalid_argument("ImmunChess needs the 8x8 board");
  options.squares.promotion_short = rules.params().promotion_ranks_short;
  rules.exclude(kCapabilityKnightRole, "ImmunChess",
                "Circe's rebirth squares for another kind in the knight's role are not supported yet");
  rules.exclude(kCapabilityMoverGoesOn, "ImmunChess",
                "the rebirth square beside a second step of the move is not supported yet");
  // (Rex Inclusiv: a king whose rebirth square is occupied once taken is immune, so not in check.)
  if (options.rex_inclusive) rules.provide(kCapabilityRebirthCheck, "ImmunChess");
  rules.exclude(kCapabilityMateDecidesLegality, "ImmunChess",
                "Popeye's undecidable continuations (TESTS/exclusive.inp) are not modelled yet");
  rules.add_module(std::make_unique<Circe>(options));
}

const ConditionEntry& immune_condition() {
  static const ConditionEntry entry{
      .names = {.en = "ImmunChess", .fr = "Immun", .de = "Immunschach", .seeds = {}},
      .apply = &apply_immune,
  };
  return entry;
}

}  // namespace nightrider::conditions
