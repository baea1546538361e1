// What both protocol sessions share: reading a move a GUI sent (coordinate text, leniently) and writing a
// line of moves in coordinates.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/move.h"
#include "core/position.h"
#include "rules/rules.h"

namespace nightrider::protocol {

// The legal move a GUI means by `text`: the exact coordinate text of parse_move ("e7e8q", "a10a9",
// "a8d8/d1q"), or SAN; and, for GUIs that cannot write the promotions of displaced pawns (Magnetic Chess),
// the bare "a8d8" picks the move whose displaced pawns all become queens (else the first such move).
std::optional<Move> find_move(const Rules& rules, Position& pos, std::string_view text);

// The moves of a line in coordinates, separated by spaces, each written in the position it is played in.
std::string line_text(const Rules& rules, const Position& root, std::span<const Move> moves);

// Splits a line into whitespace-separated words.
std::vector<std::string> split_words(std::string_view line);

// A whole non-negative or negative decimal number, or nullopt (no exceptions, no trailing junk).
std::optional<int64_t> parse_int(std::string_view text);

}  // namespace nightrider::protocol
