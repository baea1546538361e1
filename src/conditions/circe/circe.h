// Circe (plain; Popeye `Circe`, WinChloe "Circé"): a captured unit other than a king is reborn on its
// rebirth square if that square is empty, else it disappears (RULES.md, "Modalités Circé"). Popeye's
// words choose what an occupied rebirth square does (Strict, Assassin, Parachute, Volcanic) and whether
// kings are reborn (RexInclusive), as Popeye plays them.
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

// What happens when the rebirth square is occupied (Popeye's words after `Circe`).
enum class CirceOccupied : uint8_t {
  Relaxed,    // the captured unit disappears (the default)
  Strict,     // the capture is illegal
  Assassin,   // the reborn unit takes the occupant off; illegal if that is the mover's king
  Parachute,  // the occupant goes under the square and comes back when it is empty again
  Volcanic,   // the captured unit goes under the square and comes back when it is empty again
};

struct CirceOptions {
  CirceOccupied occupied = CirceOccupied::Relaxed;
  // Rex Inclusiv: kings are reborn too (on e1, e8), so a king may be taken, and a king is in check
  // only when its rebirth square would be occupied after the capture.
  bool rex_inclusive = false;
};

class Circe final : public RuleModule {
 public:
  explicit Circe(CirceOptions options = {}) : options_(options) {}
  const char* name() const override { return "circe"; }
  unsigned hooks() const override;
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;

 private:
  std::optional<Square> rebirth_square(Piece captured, Square capture) const {
    return circe_rebirth_square(captured, capture, options_.rex_inclusive);
  }
  CirceOptions options_;
};

// Registers Circe on a rule set (conditions/registry): Popeye's words Relaxed, Strict, Assassin,
// Parachute, Volcanic, RexInclusive, RexExclusive, and Super (conditions/circe/super_circe.h).
void apply_circe(Rules& rules, const std::vector<std::string>& arguments);

}  // namespace nightrider::conditions
