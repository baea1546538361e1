// Random games of a variant from its start position, played and undone move by move.
#pragma once

#include <cstdint>
#include <string>

namespace nightrider::testing {

// Plays `games` random games of at most `max_plies` plies and undoes them: position, hash and rights come
// back exactly, and the incremental hash always equals the hash of the same position read afresh from its
// FEN. Reports through GoogleTest assertions; returns the plies played.
int random_variant_games_round_trip(const std::string& variant, int games, int max_plies, uint32_t seed);

}  // namespace nightrider::testing
