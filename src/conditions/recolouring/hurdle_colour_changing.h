// Hurdle-colour-changing hoppers (Popeye's piece attribute `HurdleColourChanging`, German
// `SprungbockFarbeWechselnd`, French `CouleurEchangeantSautoir`; core/types.h
// kAttributeHurdleColourChanging): when such a hopper hops, the unit it hops over changes side, unless
// it is a king or neutral; Popeye writes the change after the move, `hccGe7-c5[d6=b]` (German
// `sfwGe7-c5[d6=s]`). Popeye allows the attribute on its simple hoppers, lions and contra-grasshoppers
// only (the Chinese pieces change the hurdle of their captures); the hoppers whose hurdle a move does not
// name alone (the moose's family, whose paths meet; the non-stop equihopper) are refused by name.
//
// Promotion (Popeye's hopper-specific promotions): where the diagram holds a hurdle-colour-changing unit
// of a kind, a pawn promoting to that kind may become one too (`h8=G=hcc`); it may become a plain unit
// of that kind only if the kind is orthodox or the diagram holds a plain unit of it. A promotion with
// neither is not played.
#pragma once

#include <vector>

#include "conditions/condition_entry.h"
#include "core/kind_set.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// The hop: the hurdle changes side.
class HurdleColourChangingUnits final : public RuleModule {
 public:
  const char* name() const override { return "hurdle-colour-changing units"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool after_move_brings_units() const override { return false; }
};

// The promotion: its attribute is the move's last change of the promoted unit, after a chameleon's
// (Popeye's `h8=RH=c=chcc`), so this module joins after every other.
class HurdleColourChangingPromotion final : public RuleModule {
 public:
  // `changing`: the kinds of the diagram's hurdle-colour-changing units; `plain`: the kinds a pawn may
  // become without the attribute.
  HurdleColourChangingPromotion(ChoiceSlot slot, KindSet changing, KindSet plain)
      : slot_(slot), changing_(changing), plain_(plain) {}
  const char* name() const override { return "promotion to hurdle-colour-changing units"; }
  unsigned hooks() const override { return kHookAfterMove | kHookChoice; }
  void choices(const Position& after, const Rules& rules, const Move& m,
               std::vector<uint32_t>& values) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool after_move_brings_units() const override { return false; }

 private:
  ChoiceSlot slot_;
  KindSet changing_, plain_;
};

// The square of the unit the hopper of `kind` hopped over to go from `from` to `to` for `side`, read on
// the board after the move (the hopper on `to`); none when the move is no hop of its walk.
Square hopped_hurdle(const Position& after, const Rules& rules, PieceKind kind, Colour side, Square from,
                     Square to);

// May a unit of `kind` be hurdle-colour-changing in Popeye (its simple hoppers, Chinese pieces, lions and
// contra-grasshopper)? And is its hurdle modelled here (walks of hops on lines only)?
bool popeye_hurdle_colour_changing_kind(PieceKind kind);
bool modelled_hurdle_colour_changing_kind(PieceKind kind);

const AttributeEntry& hurdle_colour_changing_attribute();

}  // namespace nightrider::conditions
