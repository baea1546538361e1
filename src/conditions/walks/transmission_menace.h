// Transmission menace (Popeye `TransmissionMenace`, the same in French and German): a unit observed by
// enemy units moves, takes and checks with their walks as well as with its own. A square it reaches with
// two walks is one move.
//
// As Popeye 4.104 plays it (conditions/transmissionmenace.c, read, not copied): the walks lent to a unit
// are those of the diagram's walks (a walk only promotions bring is never lent) with which an enemy unit
// observes it, judged by the geometry alone (no observation rule is asked, and a lent walk lends nothing
// further). Popeye asks each walk through its observation test, which answers for the rook and the
// bishop with a queen on their lines too (a queen observing along a file lends the rook's walk) and
// whose answer for the queen itself depends on which walks the same ply asked before (stale flags of its
// queen optimisation): a diagram with a queen is refused. The unit's own moves are generated
// first, then each lent walk's in Popeye's order of walks, a move already made by an earlier walk left
// out. A pawn moving with a lent walk stays a pawn: it may go back to its first rank, and arriving on its
// last rank it promotes (`c4-c8=Q` as a rook). A unit lent the pawn's walk moves as a pawn of its side
// (no promotion, no en passant). Check is found by generating the moves: a king is in check when an
// enemy unit can take it with its own walk or a lent one.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class TransmissionMenace final : public RuleModule {
 public:
  const char* name() const override { return "TransmissionMenace"; }
  unsigned hooks() const override { return kHookGenerate | kHookCheck; }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;
  // Takes the diagram's walks; refuses a diagram with a queen (see above).
  void diagram(Position& pos, const Rules& rules) const override;
  // Does the condition lend `walk`? A problem lends its diagram's walks; a game (no diagram) every walk
  // of its pieces with walk data, the queen's whole walk too.
  bool lends(const Rules& rules, PieceKind walk) const;
  bool from_diagram() const { return diagram_walks_.has_value(); }

 private:
  // The walks on the diagram (set once, before the problem is solved; none in a game).
  mutable std::optional<std::array<bool, kPieceKindCount>> diagram_walks_;
};

// The rule set's TransmissionMenace module, or null.
const TransmissionMenace* transmission_menace_of(const Rules& rules);

// The walks lent to the unit on `square` (of `side`) by the enemy units observing it.
std::vector<PieceKind> transmission_menace_lent_walks(const Position& pos, const Rules& rules, Square square,
                                                      Colour side);

// The lent walks with which the unit makes `m` (a move of the side to move in `pos`); none where its own
// walk makes it (Popeye generates the own walk's moves first, then each lent walk's in its order of walks,
// a move made before left out: the solver reads the order from this).
std::vector<PieceKind> transmission_menace_walks_of(const Position& pos, const Rules& rules, const Move& m);

void apply_transmission_menace(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& transmission_menace_condition();

}  // namespace nightrider::conditions
