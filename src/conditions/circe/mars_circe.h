// Mars Circe and Anti-Mars Circe: a unit makes some of its moves as if it stood on its Circe rebirth
// square (conditions/circe/circe.h, found for the unit on its own square as if the other side had taken
// it there), as Popeye plays them.
//  - Mars Circe (Popeye `MarsCirce`; `MarsMirrorCirce` is `MarsCirce Mirror`, WinChloe "Circé maléfique
//    martien"): non-capturing moves are orthodox; to capture, a unit is first put on its rebirth square,
//    which must be empty (or be the square it stands on), and captures from there with its capturing
//    move. A unit observes (gives check) the same way: a king is in check when an enemy unit could take it
//    from its rebirth square. Kings too (Rex Inclusiv, Popeye's default: from e1 and e8); under
//    `RexExclusive` a king takes nothing and observes nothing.
//  - Anti-Mars Circe (Popeye `AntiMarsCirce`; `AntiMarsMirrorCirce`): the other way round, captures are
//    orthodox, and a non-capturing move is made from the rebirth square (never back to the unit's own
//    square). Check is orthodox.
//  - Phantom chess (Popeye `PhantomChess`): a unit moves and takes from its own square, or from its
//    rebirth square to a square its own moves do not reach (never back to its own square); it observes
//    from both. Kings only under `RexInclusive` (Popeye's default here is Rex Exclusiv).
// Such a move is played as the plain move from the unit's square (the board after it is the same), with
// a note of the square it set out from (EffectReason::Detour): Popeye writes "Sc1-g1*e2". A bit of the
// move (a choice slot) marks it, so that it is not the walk's own move between the same squares.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "conditions/circe/circe.h"
#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// Which moves are made from the rebirth square.
enum class MarsForm : uint8_t {
  Mars,      // the captures (and observations), only from there
  AntiMars,  // the non-captures, only from there
  Phantom,   // any move, from there as well (to a square not reached from the unit's own), observations too
};

class MarsCirce final : public RuleModule {
 public:
  // `kings`: kings move from their rebirth squares too (Rex Inclusiv).
  // `slot`: one bit, set on a move made from the rebirth square.
  MarsCirce(RebirthSquares squares, bool kings, MarsForm form, ChoiceSlot slot)
      : squares_(squares), kings_(kings), form_(form), slot_(slot) {}
  const char* name() const override {
    return form_ == MarsForm::Mars ? "mars-circe" : form_ == MarsForm::AntiMars ? "anti-mars-circe" : "phantom";
  }
  unsigned hooks() const override {
    return kHookGenerate | kHookFilter | kHookAfterMove | (form_ != MarsForm::AntiMars ? kHookCheck : 0u);
  }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  // (Only a note for notation: the units stand as after the plain move.)
  bool after_move_changes_board() const override { return false; }
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour c) const override;
  bool reads_unit_origins() const override { return squares_.rule == RebirthRule::Diagram; }

 private:
  // Is m one of the moves made from the rebirth square (Mars: a capture; Anti-Mars: a non-capture;
  // Phantom: any but castling)?
  bool concerns(const Move& m) const;
  // The rebirth square of `unit`, standing on `from` and moved by `side` (none for a king under Rex
  // Exclusiv). `origin`: the unit's diagram square (Diagram).
  std::optional<Square> rebirth_square(const Rules& rules, Piece unit, Square from, Colour side,
                                       Square origin) const;
  // The square it makes those moves from: its rebirth square when that is empty or `from` itself; none
  // when it is occupied or there is none.
  std::optional<Square> departure(const Position& pos, const Rules& rules, Piece unit, Square from, Colour side,
                                  Square origin) const;
  // Those moves of the unit on `from`, made from `there` (`from` emptied), written from `from` and
  // marked (Phantom: only to squares its own moves do not reach).
  void moves_from(const Position& pos, const Rules& rules, Square from, Square there, MoveList& out) const;
  // Does a unit of `by` observe `target` from its rebirth square (Mars: also a unit standing on it)?
  bool observed(const Position& pos, const Rules& rules, Square target, Colour by) const;
  RebirthSquares squares_;
  bool kings_;
  MarsForm form_;
  ChoiceSlot slot_;
};

// MarsCirce / AntiMarsCirce / PhantomChess [a rebirth rule: Mirror, Diagram, Symmetry, File …]
// [RexInclusive | RexExclusive] (conditions/registry).
void apply_mars_circe(Rules& rules, const std::vector<std::string>& arguments);
void apply_anti_mars_circe(Rules& rules, const std::vector<std::string>& arguments);
void apply_phantom_chess(Rules& rules, const std::vector<std::string>& arguments);

// Their names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& mars_circe_condition();
const ConditionEntry& anti_mars_circe_condition();
const ConditionEntry& phantom_chess_condition();

}  // namespace nightrider::conditions
