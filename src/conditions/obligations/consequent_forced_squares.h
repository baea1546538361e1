// White and Black consequent forced squares (Popeye `WhiteConsequentForcedSquare`,
// `BlackConsequentForcedSquare` with a list of squares; seeds 17-19 "Case obligatoire conséquente").
//
// Popeye's reading (conditions/forced_squares.c under its mummer machinery at "ultra" strictness):
// - a side with forced squares that has a move arriving on one of them must play such a move. The moves
//   are measured before the test of self-check ("exact"): when every move onto a forced square leaves
//   the mover in check, it has no legal move at all (an obligation hook, RuleModule::restrict);
// - the same obligation says what check is: the side's unit observes the enemy king only if taking it
//   would obey it, that is when the king stands on a forced square or no move of the side's reaches one
//   (a check hook in front of the others).
// The plain White/BlackForcedSquare (Popeye `WhiteForcedSquare`, `BlackForcedSquare`, German
// `WeissesZwangsfeld`, French `BlancCaseForce`; Popeye's "regular" strictness) is ForcedSquares below:
// measured among the legal moves (a side with a legal move onto a forced square plays one), check
// untouched.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class ConsequentForcedSquares final : public RuleModule {
 public:
  // `scratch_slot`: the Position::scratch word both sides' modules share, set while a side's moves are
  // measured (then the check tests that generation asks, castling's, are the ordinary ones, so that
  // two sides' measurements never call each other without end).
  ConsequentForcedSquares(Colour side, std::vector<Square> squares, int scratch_slot)
      : side_(side), squares_(std::move(squares)), scratch_slot_(scratch_slot) {}
  const char* name() const override { return "ConsequentForcedSquares"; }
  unsigned hooks() const override { return kHookObligation | kHookCheck; }
  void restrict(Position& pos, const Rules& rules, MoveList& moves) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;

  bool forced(Square s) const;
  // Has the side a move (pseudo-legal, filters asked, self-check not) arriving on a forced square in
  // `pos`, whoever is to move there?
  bool reaches_forced_square(const Position& pos, const Rules& rules) const;

 private:
  Colour side_;
  std::vector<Square> squares_;
  int scratch_slot_;
};

class ForcedSquares final : public RuleModule {
 public:
  ForcedSquares(Colour side, std::vector<Square> squares) : side_(side), squares_(std::move(squares)) {}
  const char* name() const override { return "ForcedSquares"; }
  unsigned hooks() const override { return kHookObligation; }
  void restrict(Position& pos, const Rules& rules, MoveList& moves) const override;

 private:
  Colour side_;
  std::vector<Square> squares_;
};

// The side's forced squares, as Popeye writes them: one or more squares per argument ("e8", "b5c3e1").
void apply_white_consequent_forced_square(Rules& rules, const std::vector<std::string>& arguments);
void apply_black_consequent_forced_square(Rules& rules, const std::vector<std::string>& arguments);

void apply_white_forced_square(Rules& rules, const std::vector<std::string>& arguments);
void apply_black_forced_square(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& white_forced_square_condition();
const ConditionEntry& black_forced_square_condition();
const ConditionEntry& white_consequent_forced_square_condition();
const ConditionEntry& black_consequent_forced_square_condition();

}  // namespace nightrider::conditions
