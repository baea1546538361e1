// Make&Take chess (Popeye `Make&TakeChess`, French `Make&TakeEchecs`, German `Make&TakeSchach`): a unit
// takes only by first making a move that takes nothing with the walk of the unit it will take, in that
// unit's direction (a pawn's walk down the board for White), and then taking it with its own walk from
// where the make ended; its moves that take nothing are its own. Check is the same: a king is in check
// when an enemy unit could make a king's move and take it from there. The move goes from where the unit
// set out to where it took (one move however many makes lead there), and Popeye writes it so,
// "Bg6*d2", "g4*f8=S".
//
// Its captures carry one bit of a choice slot (core/move.h), so the walk's own captures, which do not
// carry it, are filtered out. Popeye's castling as a make (a unit standing on the enemy king's home
// square castles with the enemy rook before taking the king) counts for check, the only place it can
// matter.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class MakeAndTake final : public RuleModule {
 public:
  explicit MakeAndTake(ChoiceSlot slot) : slot_(slot) {}
  const char* name() const override { return "make&take"; }
  unsigned hooks() const override { return kHookGenerate | kHookFilter | kHookCheck | kHookAfterMove; }
  void generate(const Position& pos, const Rules& rules, MoveList& out) const override;
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  std::optional<bool> in_check(const Position& pos, const Rules& rules, Colour side) const override;
  // (No side effects: the hook only says that a rook at home keeps its right without its king, as a
  // castling make may use it, Rules::units_may_arrive.)
  void after_move(Position&, const Rules&, const Move&) const override {}
  bool after_move_changes_board() const override { return false; }
  bool after_move_brings_units() const override { return true; }

 private:
  // Could the unit on `from` take the king of `side` on `king` after castling as a make?
  bool castling_make_checks(const Position& pos, const Rules& rules, Square from, Square king, Colour side) const;
  ChoiceSlot slot_;
};

// The squares the unit on `from` may make to with the walk `walker` (its kind and the side it moves for):
// that walk's moves from there that take nothing, in the order the walk generates them.
std::vector<Square> make_and_take_makes(const Position& pos, const Rules& rules, Square from, Piece walker);
// The captures of the unit on `from` once it stands on `make` (`from` emptied), as its walk generates
// them; their `from` is `make`.
std::vector<Move> make_and_take_takes_from(const Position& pos, const Rules& rules, Square from, Square make);

void apply_make_and_take(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& make_and_take_condition();

}  // namespace nightrider::conditions
