#include "conditions/walks/cavalier_majeur.h"

#include <algorithm>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

void apply_cavalier_majeur(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("CavalierMajeur", arguments);
  rules.provide(kCapabilityKnightRole, "CavalierMajeur");
  const char letter = rules.uses(PieceKind::Knight) ? rules.letter_for(PieceKind::Knight) : 'N';
  rules.withdraw_piece(PieceKind::Knight, "CavalierMajeur: knights are not allowed (the nightrider is the knight)");
  if (!rules.uses(PieceKind::Nightrider)) rules.use_piece(PieceKind::Nightrider, letter);
  auto& kinds = rules.params().promotion_kinds;
  std::replace(kinds.begin(), kinds.end(), PieceKind::Knight, PieceKind::Nightrider);
  // (A nightrider already among them: once is enough.)
  const auto first = std::find(kinds.begin(), kinds.end(), PieceKind::Nightrider);
  if (first != kinds.end())
    kinds.erase(std::remove(first + 1, kinds.end(), PieceKind::Nightrider), kinds.end());
}

const ConditionEntry& cavalier_majeur_condition() {
  static const ConditionEntry entry{
      .names = {.en = "CavalierMajeur",
                .fr = "CavalierMajeur",
                .de = "CavalierMajeur",
                .seeds = {{"Cavalier majeur", {}}}},
      .apply = &apply_cavalier_majeur,
  };
  return entry;
}

}  // namespace nightrider::conditions
