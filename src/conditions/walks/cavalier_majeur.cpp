#include "conditions/walks/cavalier_majeur.h"

#include <algorithm>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "pieces/piece_def.h"

namespace nightrider::conditions {

void put_in_role(Rules& rules, PieceKind orthodox, PieceKind kind, const std::string& owner, const std::string& kind_name) {
  const std::string role(builtin_piece(orthodox).name);
  rules.claim("the " + role + "'s role", owner);  // (one kind only: Cavalier majeur and Rose refuse each other)
  if (orthodox == PieceKind::Knight) rules.provide(kCapabilityKnightRole, owner);
  const char letter = rules.uses(orthodox) ? rules.letter_for(orthodox) : builtin_piece(orthodox).letter;
  rules.withdraw_piece(orthodox, owner + ": " + role + "s are not allowed (the " + kind_name + " is the " + role + ")");
  if (!rules.uses(kind)) rules.use_piece(kind, letter);
  auto& kinds = rules.params().promotion_kinds;
  std::replace(kinds.begin(), kinds.end(), orthodox, kind);
  // (The kind already among them: once is enough.)
  const auto first = std::find(kinds.begin(), kinds.end(), kind);
  if (first != kinds.end()) kinds.erase(std::remove(first + 1, kinds.end(), kind), kinds.end());
}

void put_in_knights_role(Rules& rules, PieceKind kind, const std::string& owner, const std::string& kind_name) {
  put_in_role(rules, PieceKind::Knight, kind, owner, kind_name);
}

void apply_cavalier_majeur(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("CavalierMajeur", arguments);
  put_in_knights_role(rules, PieceKind::Nightrider, "CavalierMajeur", "nightrider");
}

void apply_rose_chess(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("RoseChess", arguments);
  put_in_knights_role(rules, PieceKind::Rose, "RoseChess", "rose");
}

const ConditionEntry& rose_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "RoseChess", .fr = "RoseChess", .de = "RoseChess", .seeds = {{"Rose", {}}}},
      .apply = &apply_rose_chess,
  };
  return entry;
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
