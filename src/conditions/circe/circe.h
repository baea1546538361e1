// Circe (plain; Popeye `Circe`, WinChloe "Circé"): a captured unit other than a king is reborn on its
// rebirth square if that square is empty, else it disappears (RULES.md, "Modalités Circé").
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// Where Circe puts a unit captured on `capture` (8x8 board): queen d1/d8; rook, knight and bishop the
// square of their game array of the capture square's colour; pawn the second rank of its side on the
// capture file; any other unit its promotion square on the capture file (rank 8 for White, 1 for
// Black). Kings have none in plain Circe; with `kings` (Rex Inclusiv, AntiCirce) e1 and e8.
std::optional<Square> circe_rebirth_square(Piece captured, Square capture, bool kings = false);

class Circe final : public RuleModule {
 public:
  const char* name() const override { return "circe"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
};

// Registers Circe on a rule set (conditions/registry): no arguments.
void apply_circe(Rules& rules, const std::vector<std::string>& arguments);

}  // namespace nightrider::conditions
