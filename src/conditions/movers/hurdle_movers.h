// Bul and Dob hoppers (Popeye's piece attributes `Bul` and `Dob`, the same words in French and German;
// core/types.h kAttributeBul, kAttributeDob): when such a hopper hops over a unit, that unit (the hurdle)
// then makes a move that takes nothing, the mover choosing which: a Bul hopper's hurdle moves with the
// hopper's walk for the hopper's side, a Dob hopper's with its own walk for its own side (a neutral
// hurdle for the side that moved). A hop after which the hurdle has no such move is not played, and a
// capture of a king checks only where it could be played so (Popeye validates those checks by playing
// the capture). Popeye writes the hurdle's move after the hop, `bLId5-b5[wBc5->a5]`
// (pieces/attributes/bul.c). Popeye allows the attributes on its simple hoppers, lions and Chinese
// pieces only, and not both on one unit; the hoppers whose hurdle a move does not name alone are refused
// by name (as for HurdleColourChanging).
//
// Promotion (Popeye's hopper-specific promotions): where the diagram holds a Bul (Dob) unit of a kind,
// a pawn promoting to that kind may become one too; it may become a plain unit of that kind only if the
// kind is orthodox or the diagram holds a plain unit of it.
#pragma once

#include <cstdint>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/kind_set.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class HurdleMovingUnits final : public RuleModule {
 public:
  // `attribute`: kAttributeBul or kAttributeDob; `moving`: the kinds of the diagram's units with it;
  // `plain`: the kinds a pawn may become without it.
  HurdleMovingUnits(PieceAttributes attribute, ChoiceSlot slot, KindSet moving, KindSet plain)
      : attribute_(attribute), slot_(slot), moving_(moving), plain_(plain) {}
  const char* name() const override { return attribute_ == kAttributeBul ? "Bul units" : "Dob units"; }
  unsigned hooks() const override { return kHookAfterMove | kHookChoice | kHookObservation; }
  void choices(const Position& after, const Rules& rules, const Move& m,
               std::vector<uint32_t>& values) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  const char* effect_words() const override { return "hurdle's move"; }

  // The squares the hurdle on `hurdle` may move to after a hop of `hopper` (standing where it arrived on
  // `after`) for `mover`, in the order Popeye tries them (the reverse of its generation).
  std::vector<Square> hurdle_destinations(const Position& after, const Rules& rules, Piece hopper,
                                          Colour mover, Square hurdle) const;

  // Choice values: the hurdle's square after its move (index + 1, 7 bits) and, where a pawn it is
  // promotes there, 1 + the index of its new kind (4 bits); for a pawn's promotion,
  // kPromotedWithAttribute when the new unit takes the attribute.
  static constexpr uint32_t kHurdleSquareBits = 127;
  static constexpr uint32_t kPromotedWithAttribute = 1u << 11;
  static constexpr int kBits = 12;

 private:
  PieceAttributes attribute_;
  ChoiceSlot slot_;
  KindSet moving_, plain_;
};

const AttributeEntry& bul_attribute();
const AttributeEntry& dob_attribute();

}  // namespace nightrider::conditions
