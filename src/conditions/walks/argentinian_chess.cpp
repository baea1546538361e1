#include "conditions/walks/argentinian_chess.h"

#include <algorithm>
#include <array>

#include "conditions/registry.h"
#include "conditions/walks/cavalier_majeur.h"
#include "pieces/piece_def.h"

namespace nightrider::conditions {

void apply_argentinian_chess(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("ArgentinianChess", arguments);
  static constexpr std::array<std::pair<PieceKind, PieceKind>, 4> kRoles = {
      {{PieceKind::Queen, PieceKind::Senora},
       {PieceKind::Rook, PieceKind::Faro},
       {PieceKind::Bishop, PieceKind::Loco},
       {PieceKind::Knight, PieceKind::Saltador}}};
  for (const auto& [orthodox, kind] : kRoles)
    put_in_role(rules, orthodox, kind, "ArgentinianChess", std::string(builtin_piece(kind).name));
  // The promotions in Popeye's order of its walks: senora, faro, loco, saltador, where the orthodox
  // pieces stood among the promotion kinds.
  auto& kinds = rules.params().promotion_kinds;
  auto next = kRoles.begin();
  for (PieceKind& k : kinds)
    if (std::any_of(kRoles.begin(), kRoles.end(), [&](const auto& role) { return role.second == k; }))
      k = (next++)->second;
}

const ConditionEntry& argentinian_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "ArgentinianChess", .fr = "EchecsArgentins", .de = "ArgentinischesSchach", .seeds = {}},
      .apply = &apply_argentinian_chess,
  };
  return entry;
}

}  // namespace nightrider::conditions
