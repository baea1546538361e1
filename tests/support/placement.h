// The placement field of a FEN (its first field) for an 8x8 board given square by square: 64 cells,
// a1 first (index rank * 8 + file), a unit as its FEN letter and an empty square as one of
// `empty_marks`. Tests that build random boards write their FENs with it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace nightrider::testing {

inline std::string placement_of(std::string_view cells, std::string_view empty_marks = ".") {
  std::string placement;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      const char c = cells[static_cast<std::size_t>(rank * 8 + file)];
      if (empty_marks.find(c) != std::string_view::npos) {
        ++empty;
        continue;
      }
      if (empty) placement += std::to_string(empty);
      empty = 0;
      placement += c;
    }
    if (empty) placement += std::to_string(empty);
    if (rank > 0) placement += '/';
  }
  return placement;
}

}  // namespace nightrider::testing
