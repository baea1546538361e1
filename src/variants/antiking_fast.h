// Perft for the anti-king variants on 8x8 bitboards. It counts exactly what perft_general counts for
// rule sets built from the anti-king modules (variants/common/anti_king.h), orthodox or Berolina pawns,
// orthodox castling and the royal knight leaps, and is many times faster.
#pragma once

#include <cstdint>
#include <optional>

#include "core/position.h"
#include "rules/rules.h"

namespace nightrider {

// Leaf count of the legal-move tree, or nullopt when the rule set or the position holds anything this
// board does not model (other pieces, modules or parameters, another board size, buried units, a side
// without exactly one king and one anti-king); the caller then uses the general path.
std::optional<uint64_t> anti_king_fast_perft(const Rules& rules, const Position& pos, int depth);

}  // namespace nightrider
