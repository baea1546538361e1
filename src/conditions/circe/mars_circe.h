// Mars Circe and its family: a unit makes some of its moves as if it stood on another square, its Circe
// rebirth square (conditions/circe/circe.h, found for the unit on its own square as if the other side
// had taken it there) or, in Plus chess, another centre square, as Popeye plays them.
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
//  - Plus chess (Popeye `PlusChess`): no rebirth square, but the centre: a unit standing on d4, d5, e4 or
//    e5 also takes from each other empty centre square, onto a square its own moves do not reach, and
//    observes from there too. Kings too.
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

// Which moves are made from another square, and from which.
enum class MarsForm : uint8_t {
  Mars,      // the captures (and observations), only from the rebirth square
  AntiMars,  // the non-captures, only from the rebirth square
  Phantom,   // any move, from the rebirth square as well (to a square not reached from the unit's own)
  Plus,      // the captures, from the other centre squares as well (the same)
};

class MarsCirce final : public RuleModule {
 public:
  // `kings`: kings move from their rebirth squares too (Rex Inclusiv).
  // `slot`: the mark of a move made from another square (core/move.h ChoiceSlot): 1 for the rebirth
  // square, 1 + its index among d4, d5, e4, e5 for a centre square (Plus); 0 for the walk's own move.
  MarsCirce(RebirthSquares squares, bool kings, MarsForm form, ChoiceSlot slot)
      : squares_(squares), kings_(kings), form_(form), slot_(slot) {}
  const char* name() const override {
    switch (form_) {
      case MarsForm::Mars:
        return "mars-circe";
      case MarsForm::AntiMars:
        return "anti-mars-circe";
      case MarsForm::Phantom:
        return "phantom";
      case MarsForm::Plus:
        break;
    }
    return "plus";
  }
  unsigned hooks() const override {
    return kHookGenerate | kHookFilter | kHookAfterMove | (form_ != MarsForm::AntiMars ? kHookObservers : 0u);
  }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  // (Only a note for notation: the units stand as after the plain move.)
  bool after_move_changes_board() const override { return false; }
  // Anti-Mars: a king castles from its rebirth square as if it had arrived at home, so a rook at home
  // keeps its right without the king, as for units a rule brings (problem setup, Castling).
  bool after_move_brings_units() const override { return form_ == MarsForm::AntiMars; }
  // (Mars, Phantom, Plus: units observe from the squares they take from, so check follows.)
  ObserverSquares observer_squares(const Position& pos, const Rules& rules, Square from, Colour by) const override;
  bool reads_unit_origins() const override { return squares_.rule == RebirthRule::Diagram; }

 private:
  // Is m one of the moves made from another square (Mars and Plus: a capture; Anti-Mars: a
  // non-capture; Phantom: any but castling)?
  bool concerns(const Move& m) const;
  // Anti-Mars Circe: castling as if from the rebirth squares, as Popeye generates it (see the .cpp).
  void generate_castling(const Position& pos, const Rules& rules, MoveList& out) const;
  // The rebirth square of `unit`, standing on `from` and moved by `side` (none for a king under Rex
  // Exclusiv). `origin`: the unit's diagram square (Diagram).
  std::optional<Square> rebirth_square(const Rules& rules, Piece unit, Square from, Colour side,
                                       Square origin) const;
  struct Departures {
    Square squares[3];  // the other squares it makes such moves from (empty ones), each marked
    uint32_t marks[3];
    int count = 0;
    bool own = false;  // it makes them from its own square too (unmarked)
  };
  // Where the unit on `from`, moved by `side`, makes those moves from. Mars and Anti-Mars: its rebirth
  // square if empty, or its own square if that is its rebirth square, else nowhere; Phantom: its own
  // square, and its rebirth square if empty; Plus: its own square, and from a centre square the others
  // that are empty.
  Departures departures(const Position& pos, const Rules& rules, Square from, Colour side) const;
  // The square a move marked `mark` set out from, for `unit` on `from` (as the unit set out).
  std::optional<Square> marked_square(const Rules& rules, Piece unit, Square from, Colour side, Square origin,
                                      uint32_t mark) const;
  // Those moves of the unit on `from`, made from `there` (`from` emptied), written from `from` and
  // marked `mark` (Phantom and Plus: only to squares its own moves do not reach).
  void moves_from(const Position& pos, const Rules& rules, Square from, Square there, uint32_t mark,
                  MoveList& out) const;
  RebirthSquares squares_;
  bool kings_;
  MarsForm form_;
  ChoiceSlot slot_;
};

// MarsCirce / AntiMarsCirce / PhantomChess [a rebirth rule: Mirror, Diagram, Symmetry, File …]
// [RexInclusive | RexExclusive]; PlusChess (conditions/registry).
void apply_mars_circe(Rules& rules, const std::vector<std::string>& arguments);
void apply_anti_mars_circe(Rules& rules, const std::vector<std::string>& arguments);
void apply_phantom_chess(Rules& rules, const std::vector<std::string>& arguments);
void apply_plus_chess(Rules& rules, const std::vector<std::string>& arguments);

// Their names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& mars_circe_condition();
const ConditionEntry& anti_mars_circe_condition();
const ConditionEntry& phantom_chess_condition();
const ConditionEntry& plus_chess_condition();

}  // namespace nightrider::conditions
