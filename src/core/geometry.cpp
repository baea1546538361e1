#include "core/geometry.h"

#include <stdexcept>

namespace nightrider {

Geometry::Geometry(int width, int height) : width_(width), height_(height) {
  if (width < 1 || height < 1 || width > Square::kMaxFiles || height > Square::kMaxRanks)
    throw std::invalid_argument("board size must be between 1x1 and 12x12");
  for (int r = 0; r < height; ++r)
    for (int f = 0; f < width; ++f) squares_.push_back(Square(f, r));
}

void Geometry::mark_edge_ring() {
  for (Square s : squares_)
    if (s.file() == 0 || s.rank() == 0 || s.file() == width_ - 1 || s.rank() == height_ - 1)
      mark(s, kRegionEdge);
}

std::string Geometry::name(Square s) const {
  if (!contains(s)) return "-";
  return std::string(1, static_cast<char>('a' + s.file())) + std::to_string(s.rank() + 1);
}

std::optional<Square> Geometry::parse(std::string_view text) const {
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  const int file = text[0] - 'a';
  int rank = 0;
  for (size_t i = 1; i < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
    rank = rank * 10 + (text[i] - '0');
  }
  if (text[1] == '0') return std::nullopt;
  if (!contains(file, rank - 1)) return std::nullopt;
  return Square(file, rank - 1);
}

}  // namespace nightrider
