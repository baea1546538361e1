#include "conditions/walks/locusauteur.h"

#include <string>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/walks/cavalier_majeur.h"

namespace nightrider::conditions {

void apply_locusauteur(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("Locusauteur", arguments);
  put_in_role(rules, PieceKind::Knight, PieceKind::NightriderLocust, "Locusauteur", "nightrider-locust");
  put_in_role(rules, PieceKind::Bishop, PieceKind::BishopLocust, "Locusauteur", "bishop-locust");
  put_in_role(rules, PieceKind::Rook, PieceKind::RookLocust, "Locusauteur", "rook-locust");
  put_in_role(rules, PieceKind::Queen, PieceKind::Locust, "Locusauteur", "locust");
  // The king castles with a rook, and there is none (docs/rules-decisions.md): the game array has no
  // castling rights.
  std::string fen = rules.start_fen();
  size_t field = fen.find(' ');
  if (field != std::string::npos) field = fen.find(' ', field + 1);
  if (field != std::string::npos) {
    const size_t end = fen.find(' ', field + 1);
    fen.replace(field + 1, (end == std::string::npos ? fen.size() : end) - field - 1, "-");
    rules.set_start_fen(fen);
  }
  // A locust lands beyond the unit it takes (as the solver's setup says of a problem's locusts).
  rules.provide(kCapabilityMoverGoesOn, "Locusauteur");
}

const ConditionEntry& locusauteur_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Locusauteur", .fr = "Locusauteur", .de = "Locusauteur", .seeds = {{"Locusauteur", {}}}},
      .apply = &apply_locusauteur,
  };
  return entry;
}

}  // namespace nightrider::conditions
