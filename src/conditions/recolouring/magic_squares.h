// Magic squares (Popeye `MagicSquares <squares> [Type1 | Type2]`): a unit, neither royal nor neutral,
// that arrives on a magic square changes side.
//  - Type 1 (the default): once the rules have played their side effects, each unit the move moved
//    onto a magic square (its mover, a unit a rule moved there, an AntiCirce capturer) and that is
//    still there changes side; a unit added there (a Circe rebirth, a sentinel pawn) does not (Popeye
//    adds it after its change of side).
//  - Type 2: the mover changes side as it arrives, before any rule sends it on: an AntiCirce capturer
//    taking on a magic square goes to its new side's rebirth square (Sd3*c5=s[sSc5->b8]), and its
//    capture, and check, are judged so (Rules::arriving_as).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class MagicSquares final : public RuleModule {
 public:
  MagicSquares(std::vector<Square> squares, bool type2) : squares_(std::move(squares)), type2_(type2) {}
  const char* name() const override { return "magicsquares"; }
  unsigned hooks() const override { return kHookAfterMove | (type2_ ? kHookArrival : 0u); }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  Piece arriving_as(const Position& pos, const Rules& rules, Square to, Piece unit) const override;

 private:
  bool magic(Square s) const;
  // May `unit` change side on a magic square (a unit, neither royal nor neutral)?
  static bool changes(const Rules& rules, Piece unit);
  std::vector<Square> squares_;
  bool type2_;
};

void apply_magic_squares(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& magic_squares_condition();

}  // namespace nightrider::conditions
