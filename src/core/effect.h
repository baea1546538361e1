// Elementary effects: every change a move makes to the board is one of these. Playing a move appends
// them to the position's journal; undo applies their inverses from the last to the first.
#pragma once

#include <cstdint>

#include "core/types.h"

namespace nightrider {

enum class EffectKind : uint8_t {
  Relocate,  // a unit goes from `from` to `to` (the primary move, a magnetic displacement, a rebirth jump)
  Remove,    // `piece` leaves the board at `from` (capture, suicide)
  Add,       // `piece` appears at `from` (rebirth, sentinel pawn, hole)
  Change,    // the unit at `from` becomes `piece` (was `previous`): recolour, retype, promotion
  Right,     // the right attached to square `from` is lost (`flag` = false) or granted (`flag` = true)
  Bury,      // `piece` goes under square `from` into the underworld, at position `index` (Ghost, Volcanic)
  Unbury,    // the underworld entry `index` (`piece` under `from`) leaves the underworld
  Stay,      // `piece` is reborn on `from`, where it stands: nothing changes (kept for notation)
};

struct Effect {
  EffectKind kind;
  Square from, to;
  bool flag = false;
  uint8_t index = 0;
  Piece piece, previous;
};

}  // namespace nightrider
