// A pawn that a rebirth puts on its last rank promotes, to a kind of the mover's choice, as in Popeye:
// the choice lists and the promotion shared by the Circe family's modules that can put one there.
#pragma once

#include <cstdint>
#include <vector>

#include "core/move.h"
#include "core/position.h"
#include "rules/rules.h"

namespace nightrider::conditions {

// Is `unit`, standing on `s`, a pawn on the last rank of `side` (a neutral unit's side is the caller's
// to say)?
bool pawn_on_last_rank(const Rules& rules, const Geometry& geo, Piece unit, Colour side, Square s);

// The choices of a unit reborn on `s`: one per promotion kind (1 + its index, in `slot`) if it is a
// pawn on its side's last rank, else 0 alone.
void reborn_promotion_choices(const Rules& rules, const Geometry& geo, Piece unit, Colour side, Square s,
                              ChoiceSlot slot, std::vector<uint32_t>& values);

// `unit` promoted to the kind move `m` chose in `slot`, if it chose one (else `unit`).
Piece promoted_reborn(const Rules& rules, ChoiceSlot slot, const Move& m, Piece unit);

// Promotes the unit on `s` to the kind move `m` chose in `slot`, if it chose one.
void promote_reborn(Position& pos, const Rules& rules, ChoiceSlot slot, const Move& m, Square s,
                    EffectReason reason);

}  // namespace nightrider::conditions
