// A unit followed through a move's effects: where the unit that stood on a square stands after them.
#pragma once

#include <span>

#include "core/effect.h"

namespace nightrider {

// Where the unit on `from` stands after `effects` (a move's side effects: a rebirth or a displacement
// takes it on), or none when one of them removed it from the board.
inline Square unit_followed(std::span<const Effect> effects, Square from) {
  Square at = from;
  for (const Effect& e : effects) {
    if (e.from != at) continue;
    if (e.kind == EffectKind::Relocate)
      at = e.to;
    else if (e.kind == EffectKind::Remove)
      return Square::none();
  }
  return at;
}

}  // namespace nightrider
