// Moves as text: the coordinate form machines exchange ("e2e4", "e7e8q", "a10a9") and the readable
// SAN-like form for people, which shows side effects Popeye-style: "c4 (Bc1-c3)", "Bxd5 [+bPd7]".
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/move.h"
#include "core/position.h"
#include "rules/rules.h"

namespace nightrider {

std::string to_uci(const Rules& rules, const Position& pos, const Move& m);
// SAN with check/mate suffix and side effects; `pos` is the position before the move (restored).
std::string to_san(const Rules& rules, Position& pos, const Move& m);
// The side effects of the move just played, e.g. "(Bc1-c3, d2-d4=Q)"; empty when there are none.
std::string side_effects_text(const Rules& rules, const Position& after);

// Finds the legal move written in coordinate or SAN form; nullopt if none matches.
std::optional<Move> parse_move(const Rules& rules, Position& pos, std::string_view text);

}  // namespace nightrider
