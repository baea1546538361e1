// Perft for Rococo on a compact padded mailbox with copy-make. It counts exactly what perft_general
// counts with the rococo rule set (the walks of pieces/rococo/, the check test, the swap-back ban), many
// times faster; the tests compare the two on the reference rows and on random positions.
#pragma once

#include <cstdint>
#include <optional>

#include "core/position.h"
#include "rules/rules.h"

namespace nightrider {

// Leaf count of the legal-move tree, or nullopt when the rule set or the position holds anything this
// board does not model (other pieces or walks, another board, buried units, a side without exactly one
// king); the caller then uses the general path.
std::optional<uint64_t> rococo_fast_perft(const Rules& rules, const Position& pos, int depth);

}  // namespace nightrider
