// No check, and the game is won by taking the king: a king may stand attacked, and a side whose king is
// gone has lost. Magnetic chess (RULES.md A1-A6) and Annéciens play so.
#pragma once

#include <optional>

#include "core/rule_module.h"

namespace nightrider {

class KingCaptureGoal final : public RuleModule {
 public:
  const char* name() const override { return "capture the king"; }
  unsigned hooks() const override { return kHookCheck | kHookGameEnd; }
  std::optional<bool> in_check(const Position&, const Rules&, Colour) const override { return false; }
  std::optional<Outcome> game_end(const Position& pos, const Rules&) const override {
    if (pos.king(Colour::White).is_none()) return Outcome{Result::BlackWins, "king captured"};
    if (pos.king(Colour::Black).is_none()) return Outcome{Result::WhiteWins, "king captured"};
    return std::nullopt;
  }
};

}  // namespace nightrider
