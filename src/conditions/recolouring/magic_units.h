// Magic units (Popeye's piece attribute `Magic`, French `Magique`, German `Magisch`;
// pieces/attributes/magic.c): a magic unit changes the side of the units it observes. After each
// move, every view a magic unit of either side has of a unit that is neither magic nor royal nor
// neutral (of either side) is compared with the views before the move: a unit with an odd number of
// new views changes side, in the order of the squares from a1 rank by rank, written "[b1=w]" after
// the move's other effects (also for the unit that moved: "d6-d5[d5=w]").
//
// A view is a magic unit observing a unit (every observation rule asked) along a line. As in Popeye,
// a leap's line is the two squares, so a leaper that moves has new views of everything it observes;
// a rider's, hopper's or lion's line is the whole board line through both units, with the side the
// magic unit is on, so a rider moving along the line, or a unit moving along it, keeps its view. Units
// are followed through the move (the mover, a unit a rule relocates); a unit added by a rule has only
// new views, as does a promoted magic pawn (its walk changed). A rose's line is the octagon it goes
// round, the way it goes. Walks whose lines we do not tell apart as Popeye does (rose hoppers and
// lions, spiral springers and boyscouts, turned and double hoppers, special walks) and neutral magic
// units are refused by name.
#pragma once

#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "core/types.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class MagicUnits final : public RuleModule {
 public:
  const char* name() const override { return "Magic units"; }
  const char* effect_words() const override { return "magic unit"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
};

// May a unit of `kind` be magic (its views can be told apart as Popeye tells them)?
bool magic_walk_supported(const Rules& rules, PieceKind kind);

const AttributeEntry& magic_attribute();

}  // namespace nightrider::conditions
