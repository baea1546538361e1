// Absorbant (seed 001's 1, RULES.md 4.1; Popeye has none, so the keyword `Absorbant` is ours): a unit
// other than a king that captures adds every walk of the unit it took (and those that unit had gained)
// to its own, for good; its side does not change. A king captures as usual and gains nothing.
//
// The walks gained are the unit's attribute bits (core/types.h: kAttributeWalkPawn, …Knight, …Bishop,
// …Rook; a queen's walk is the bishop's and the rook's), kept in FEN (`B;` a bishop that also moves as a
// knight) and in the hash. The condition generates the moves of those walks and adds them to check.
//
// Where the rule book leaves it open (docs/rules-decisions.md, "Absorbant"):
// - a unit that has gained the pawn's walk and makes a pawn move to its last rank promotes: the pawn's
//   walk is replaced by the chosen piece's (a knight that took a pawn, promoting to a queen, becomes a
//   knight-queen); a pawn that gained other walks promotes as a pawn does, keeping them;
// - a unit moving with a gained pawn walk makes the pawn's double step from its second rank, which opens
//   no en-passant square, and takes no pawn en passant;
// - only the walks of the orthodox pieces are gained (a fairy unit taken gives nothing).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"

namespace nightrider::conditions {

class Absorbant final : public RuleModule {
 public:
  const char* name() const override { return "Absorbant"; }
  const char* effect_words() const override { return "absorbed walks"; }
  unsigned hooks() const override { return kHookGenerate | kHookAfterMove | kHookCheck; }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour side) const override;
};

void apply_absorbant(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& absorbant_condition();

}  // namespace nightrider::conditions
