// Vaulting kings (Popeye `VaultingKings` for both sides, `WhiteVaultingKing`, `BlackVaultingKing`;
// French `VaultingKings`, `BlancVaultingKing`, `NoirVaultingKing`; German `VaultingKings`,
// `WeisserVaultingKing`, `SchwarzerVaultingKing`): a king observed by an enemy unit moves, besides as a
// king, with the walk of each piece listed after the keyword (Popeye's codes, `VaultingKings S CA`; none
// listed: the equihopper), and observes, so gives check, with those walks too.
//
// As Popeye 4.104 plays it (conditions/transmuting_kings/vaulting_kings.c, read, not copied): whether a
// king vaults is asked with the enemy king observing as a king only; a king's vaulting moves are plain
// moves (a square reached by a walk and as a king is one move). Not yet: `Transmuting` (Popeye's
// generator then gives an unobserved king no move at all, unlike its manual), refused by name, and pawns
// among the walks.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class VaultingKing final : public RuleModule {
 public:
  VaultingKing(Colour side, std::vector<PieceKind> walks) : side_(side), walks_(std::move(walks)) {}
  const char* name() const override {
    return side_ == Colour::White ? "white vaulting king" : "black vaulting king";
  }
  unsigned hooks() const override { return kHookGenerate | kHookCheck; }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  // The enemy king is in check by this side's king vaulting with a listed walk too.
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;

 private:
  Colour side_;
  std::vector<PieceKind> walks_;
};

void apply_vaulting_kings(Rules& rules, const std::vector<std::string>& arguments);
void apply_white_vaulting_king(Rules& rules, const std::vector<std::string>& arguments);
void apply_black_vaulting_king(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& vaulting_kings_condition();
const ConditionEntry& white_vaulting_king_condition();
const ConditionEntry& black_vaulting_king_condition();

}  // namespace nightrider::conditions
