// Perft: the number of leaves of the legal-move tree, the standard correctness test of a move
// generator. Bulk counting: at the last ply the legal moves are counted, not played.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/position.h"
#include "rules/rules.h"

namespace nightrider {

// Uses the orthodox bitboard fast path where the rule set allows it.
uint64_t perft(const Rules& rules, Position& pos, int depth);
// Always the general path (journal, hooks); for cross-checking the fast path.
uint64_t perft_general(const Rules& rules, Position& pos, int depth);
// Per root move: coordinate text and leaf count.
std::vector<std::pair<std::string, uint64_t>> perft_divide(const Rules& rules, Position& pos, int depth);

}  // namespace nightrider
