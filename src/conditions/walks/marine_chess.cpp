#include "conditions/walks/marine_chess.h"

#include <utility>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "rules/letter_for_new_kind.h"

namespace nightrider::conditions {
namespace {

void apply_marine(Rules& rules, const std::vector<std::string>& arguments, const std::string& name,
                  bool ultra) {
  expect_no_arguments(name, arguments);
  std::vector<std::pair<PieceKind, PieceKind>> roles = {{PieceKind::Queen, PieceKind::Sirene},
                                                        {PieceKind::Rook, PieceKind::Triton},
                                                        {PieceKind::Bishop, PieceKind::Nereide},
                                                        {PieceKind::Knight, PieceKind::MarineKnight}};
  if (ultra) {
    roles.emplace_back(PieceKind::King, PieceKind::Poseidon);
    roles.emplace_back(PieceKind::Pawn, PieceKind::MarinePawn);
  }
  for (const auto& [orthodox, marine] : roles) {
    rules.claim("the " + std::string(builtin_piece(orthodox).name) + "'s role", name);
    if (!rules.uses(marine)) rules.use_piece(marine, letter_for_new_kind(rules, marine).value_or('?'));
  }
  rules.provide(kCapabilityKnightRole, name);
  RuleParams& params = rules.params();
  params.standard_substitutes = roles;
  // (The solver's problem setup lists them again once every condition has made the list, in Popeye's
  // order; a game takes them from here.)
  for (PieceKind& k : params.promotion_kinds) k = params.standard(k);
  params.promotion_to_diagram_orthodox_kinds = true;
  params.castling_rook_kind = PieceKind::Triton;
  if (ultra) params.castling_king_kind = PieceKind::Poseidon;
}

}  // namespace

void apply_marine_chess(Rules& rules, const std::vector<std::string>& arguments) {
  apply_marine(rules, arguments, "MarineChess", false);
}

void apply_ultramarine_chess(Rules& rules, const std::vector<std::string>& arguments) {
  apply_marine(rules, arguments, "UltramarineChess", true);
}

const ConditionEntry& marine_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "MarineChess", .fr = "EchecsMarins", .de = "MarinesSchach", .seeds = {}},
      .apply = &apply_marine_chess,
  };
  return entry;
}

const ConditionEntry& ultramarine_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "UltramarineChess", .fr = "EchecsUltramarins", .de = "UltramarinesSchach", .seeds = {}},
      .apply = &apply_ultramarine_chess,
  };
  return entry;
}

}  // namespace nightrider::conditions
