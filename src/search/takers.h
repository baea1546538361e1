// The units that can take on a square, cheapest first: the order of a static exchange on the boards that
// find takers one by one (the general board, Rococo's) rather than from attack bitboards.
#pragma once

#include <array>
#include <cstddef>
#include <utility>

namespace nightrider {

// Sorts takers[0, count) by value (`first`), stable — two takers of equal value keep the order in which
// they were found, so that the two boards agree — and without allocating, as std::stable_sort may.
template <typename Where, size_t N>
void sort_takers_by_value(std::array<std::pair<int, Where>, N>& takers, int count) {
  for (int i = 1; i < count; ++i)
    for (int j = i; j > 0 && takers[static_cast<size_t>(j)].first < takers[static_cast<size_t>(j - 1)].first;
         --j)
      std::swap(takers[static_cast<size_t>(j)], takers[static_cast<size_t>(j - 1)]);
}

}  // namespace nightrider
