// Cavalier majeur and Rose: another kind in the knight's role.
//
// Cavalier majeur (Popeye `CavalierMajeur`, the same in French and German; seed 20 "Cavalier majeur"):
// the nightrider takes the knight's place. Pawns promote to it where they would promote to a knight,
// its FEN letter is the knight's `N`, and a diagram or FEN with ordinary knights is refused, as Popeye
// refuses it (its message CavMajAndKnight). Conditions that name the knight's role by kind (Circe's
// game array, Einstein, Eiffel, chameleon units) are refused beside it for now
// (kCapabilityKnightRole).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// CavalierMajeur, without arguments (conditions/registry).
void apply_cavalier_majeur(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& cavalier_majeur_condition();

// Rose (seed 67; Popeye has the piece, not the condition, so the keyword `RoseChess` is ours): the rose
// takes the knight's place in the same way (RULES.md 4.1, 67; the rose's walk: 4.3).
void apply_rose_chess(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& rose_chess_condition();

// Puts `kind` in the role of the orthodox kind `orthodox` for `owner`: that kind's letter (so the game
// array's), its promotions; units of the orthodox kind refused. The knight's role is also the capability
// kCapabilityKnightRole.
void put_in_role(Rules& rules, PieceKind orthodox, PieceKind kind, const std::string& owner, const std::string& kind_name);
// put_in_role for the knight.
void put_in_knights_role(Rules& rules, PieceKind kind, const std::string& owner, const std::string& kind_name);

}  // namespace nightrider::conditions
