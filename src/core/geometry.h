// Board geometry as runtime data: size, square colours and regions. One binary serves 8x8 and 10x10.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/types.h"

namespace nightrider {

// Named square sets a variant can mark (bit flags).
enum Region : uint8_t {
  kRegionNone = 0,
  kRegionEdge = 1,  // Rococo's outer ring
};

class Geometry {
 public:
  Geometry(int width, int height);

  int width() const { return width_; }
  int height() const { return height_; }
  int square_count() const { return width_ * height_; }

  bool contains(int file, int rank) const {
    return static_cast<unsigned>(file) < static_cast<unsigned>(width_) &&
           static_cast<unsigned>(rank) < static_cast<unsigned>(height_);
  }
  bool contains(Square s) const { return s.is_some() && contains(s.file(), s.rank()); }

  // The square (file + df, rank + dr), or none when it falls off the board.
  Square offset(Square s, int df, int dr) const {
    const int f = s.file() + df, r = s.rank() + dr;
    return contains(f, r) ? Square(f, r) : Square::none();
  }

  // All squares, a1 first, rank by rank.
  const std::vector<Square>& squares() const { return squares_; }

  // a1 is dark, as on every chess board.
  static bool is_light(Square s) { return (s.file() + s.rank()) % 2 == 1; }

  void mark(Square s, Region r) { regions_[s.index()] |= r; }
  bool in_region(Square s, Region r) const { return (regions_[s.index()] & r) != 0; }
  void mark_edge_ring();

  // Rank counted from a side's own back rank (0 = first rank).
  int relative_rank(Square s, Colour c) const {
    return c == Colour::Black ? height_ - 1 - s.rank() : s.rank();
  }

  std::string name(Square s) const;  // "a1", "j10"
  std::optional<Square> parse(std::string_view text) const;

 private:
  int width_, height_;
  std::vector<Square> squares_;
  std::array<uint8_t, Square::kIndexSpace> regions_{};
};

}  // namespace nightrider
