// FIDE's draws by rule: fifty moves without capture or pawn move, threefold repetition, and positions
// where neither side can mate with the material left.
#pragma once

#include "core/rule_module.h"

namespace nightrider {

class DrawRules final : public RuleModule {
 public:
  explicit DrawRules(bool insufficient_material = true) : insufficient_material_(insufficient_material) {}
  const char* name() const override { return "draw rules"; }
  unsigned hooks() const override { return kHookDrawClaim; }
  std::optional<Outcome> draw_claim(const Position& pos, const Rules& rules) const override;

  // `whole_game`: every earlier position may repeat, not only those since the last capture or pawn move
  // (a rule set whose units come back, as Circe's rebirths: a capture is not irreversible there).
  static bool threefold(const Position& pos, bool whole_game = false);
  static bool insufficient_material(const Position& pos);

 private:
  bool insufficient_material_;
};

}  // namespace nightrider
