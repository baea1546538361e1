// Generation against the attack test for fairy walks: on random 8x8 boards of the walks named, knights
// and pawns of both sides around two kings, every unit of those walks generates a capture of an enemy
// unit (not a king: kings are never taken) exactly where `Rules::attacks` says it attacks that unit.
// Each piece test (fairy pieces, Popeye's walks, listed walks, bouncers and marine pieces) runs it on
// its own letters.
#pragma once

#include <cstdint>
#include <string_view>

#include "rules/rules.h"

namespace nightrider::testing {

struct RandomBoards {
  uint32_t seed;
  int boards;           // how many random boards
  int units_per_board;  // placements tried besides the kings (an occupied square is skipped)
};

// `walk_letters`: the FEN letters (White's, upper case) of the walks under test. A failure is reported
// with the board's FEN and the two squares; returns the number of captures seen, so that the caller can
// assert its boards were crowded enough to test something.
int walk_captures_agree_with_attacks(const Rules& rules, std::string_view walk_letters, RandomBoards boards);

}  // namespace nightrider::testing
