// FEN for every variant: the board (digit runs for empty squares, "10" for ten, vchess's summed digits
// such as "91" also read), side to move, rights, en passant, halfmove clock, fullmove number.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "core/position.h"
#include "rules/rules.h"

namespace nightrider {

// What is wrong with a FEN, in one line: "bad FEN: rank 3 has 9 files, chess needs 8".
class FenError : public std::runtime_error {
 public:
  explicit FenError(const std::string& what) : std::runtime_error("bad FEN: " + what) {}
};

Position parse_fen(const Rules& rules, std::string_view fen);  // throws FenError
std::string to_fen(const Rules& rules, const Position& pos);
Position start_position(const Rules& rules);

}  // namespace nightrider
