// Popeye's English piece codes for the kinds of units the solver can set up (the piece catalogue's,
// pieces/piece_def.cpp).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/types.h"

namespace nightrider::solver {

// "K", "Q", "R", "B", "S", "P", "N" (nightrider), "G" (grasshopper); "?" for a kind Popeye has no code for.
std::string popeye_code(PieceKind kind);
// The kind for an English Popeye code (upper case), nullopt if we do not have that piece yet.
std::optional<PieceKind> kind_for_popeye_code(std::string_view code);

}  // namespace nightrider::solver
