// White and Black MaxDister and MinDister (Popeye `WhiteMaxDister`, `BlackMaxDister`, `WhiteMinDister`,
// `BlackMinDister`; French `BlancMaxDister` …, German `WeisserMaxDister` …), each with two squares: the
// units standing there in the diagram are the reference units, and the side plays one of the legal moves
// that leave them farthest apart (MaxDister) or closest together (MinDister).
//
// Popeye's reading (conditions/dister.c under its mummer machinery at "regular" strictness): the
// distance is the square of the one between the two units after the move, where only the move's own
// unit moves (from its departure to its arrival square) and the unit it takes leaves; a move that takes
// a reference unit, or a position where one is gone, measures least of all (other side effects, a
// rebirth, a castling rook, do not count).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Dister final : public RuleModule {
 public:
  // `references`: the diagram squares of the two reference units (Position::origin).
  Dister(Colour side, bool closest, std::array<Square, 2> references)
      : side_(side), closest_(closest), references_(references) {}
  const char* name() const override { return closest_ ? "MinDister" : "MaxDister"; }
  unsigned hooks() const override { return kHookObligation; }
  void restrict(Position& pos, const Rules& rules, MoveList& moves) const override;

  // Where the reference units stand in `pos` (none for one that is gone).
  std::array<Square, 2> reference_squares(const Position& pos) const;
  // How much the side prefers `m` (higher is preferred), as Popeye measures it, the reference units
  // standing on `at`.
  int preference(const std::array<Square, 2>& at, const Move& m) const;

 private:
  Colour side_;
  bool closest_;
  std::array<Square, 2> references_;
};

// Two squares, run together or apart (conditions/registry).
void apply_white_max_dister(Rules& rules, const std::vector<std::string>& arguments);
void apply_black_max_dister(Rules& rules, const std::vector<std::string>& arguments);
void apply_white_min_dister(Rules& rules, const std::vector<std::string>& arguments);
void apply_black_min_dister(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& white_max_dister_condition();
const ConditionEntry& black_max_dister_condition();
const ConditionEntry& white_min_dister_condition();
const ConditionEntry& black_min_dister_condition();

}  // namespace nightrider::conditions
