// The royal rules of Anti-King Chess (Aronson 2002; RULES.md A14-A18), as rule modules any variant
// with anti-kings can plug in:
//  - AntiKingRoyalty: kings do not attack anti-kings, and a side is "in check" when its king is
//    attacked or its anti-king is NOT attacked. The core's legality test (the mover may not stay in
//    check) then is A17, and "no move while in check" is the loss A17 asks for.
//  - RoyalKnightLeaps: an unmoved king or anti-king may leap like a knight to an empty square
//    (Anti-King Chess I's replacement for castling); the right is the square right of the unit.
// The anti-king's own walk (king steps that capture only friendly non-royal units, attacking nothing
// of the enemy) is piece data: PieceKind::AntiKing with CaptureTarget::Friend, royal, so capturing it
// or with it one's own king is never generated while RuleParams::royal_capture is false.
#pragma once

#include "core/rule_module.h"

namespace nightrider {

class AntiKingRoyalty final : public RuleModule {
 public:
  const char* name() const override { return "anti-king royalty"; }
  unsigned hooks() const override { return kHookObservation | kHookCheck; }
  // A king never counts as attacking an enemy anti-king (A14).
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  // King attacked, or anti-king unattacked (A17). A side without an anti-king is judged by its king only.
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour side) const override;
  bool judges_units_alone() const override { return true; }  // (where the royal units stand, attacks)
};

class RoyalKnightLeaps final : public RuleModule {
 public:
  const char* name() const override { return "royal knight leaps"; }
  unsigned hooks() const override { return kHookGenerate; }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
};

}  // namespace nightrider
