// Danger Circe (Popeye `DangerCirce`, French `CirceDanger`, German `GefahrenCirce`): a unit observed by
// an enemy unit may also go, in one move, to the square Circe would give it if that enemy took it where
// it stands (conditions/circe/circe.h: its game-array square; a king e1 or e8; a unit of another kind
// its promotion square on its file), when that square is empty or holds an enemy unit, which it takes.
// A king standing on such a square is in check, as Popeye tests check by playing the moves.
//
// As Popeye 4.104 plays it (conditions/danger_circe.c, read, not copied): the observation is asked with
// every observation rule of the set; a neutral unit moves to the square of the side moving it; nothing is
// reborn. Where the unit reaches the square by its own walk as well, Popeye generates the move twice
// (a second, identical move, `1.Ra3-a1 !` printed twice under `~1`); here it is one move.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class DangerCirce final : public RuleModule {
 public:
  // `twice_where_the_walk_reaches`: a move to the rebirth square that the unit's own walk makes too is
  // generated again (Popeye's problems: kCapabilityPopeyeProblemGeneration); otherwise once.
  explicit DangerCirce(bool twice_where_the_walk_reaches)
      : twice_where_the_walk_reaches_(twice_where_the_walk_reaches) {}
  const char* name() const override { return "DangerCirce"; }
  unsigned hooks() const override { return kHookGenerate | kHookCheck; }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  // In check by the rest of the chain, or by an enemy unit, observed by `c`, whose square is a king's.
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;

 private:
  bool twice_where_the_walk_reaches_;
};

// The square the unit on `from`, moved by `mover`, goes to under Danger Circe (whether or not it may).
Square danger_circe_square(const Position& pos, Square from, Colour mover);

void apply_danger_circe(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& danger_circe_condition();

}  // namespace nightrider::conditions
