// A set of squares as a bitboard over the square index (file + 16 * rank): three 64-bit words hold every
// square of the largest board (12 x 12), and the same set type serves 8x8, 10x10 and 12x12 in one binary.
// The position keeps its units so (Position::units); the rule set's attack tables are made of them.
#pragma once

#include <array>
#include <cstdint>

#include "core/types.h"

namespace nightrider {

class SquareSet {
 public:
  static constexpr int kWords = 3;
  static_assert((Square::kMaxRanks - 1) * 16 + Square::kMaxFiles - 1 < kWords * 64,
                "every square of the largest board has a bit");

  constexpr SquareSet() = default;

  constexpr bool contains(Square s) const {
    const unsigned i = static_cast<unsigned>(s.index());
    return (words_[i >> 6] >> (i & 63)) & 1;
  }
  constexpr void insert(Square s) {
    const unsigned i = static_cast<unsigned>(s.index());
    words_[i >> 6] |= uint64_t{1} << (i & 63);
  }
  constexpr void erase(Square s) {
    const unsigned i = static_cast<unsigned>(s.index());
    words_[i >> 6] &= ~(uint64_t{1} << (i & 63));
  }
  constexpr bool empty() const { return (words_[0] | words_[1] | words_[2]) == 0; }
  constexpr bool intersects(const SquareSet& o) const {
    return ((words_[0] & o.words_[0]) | (words_[1] & o.words_[1]) | (words_[2] & o.words_[2])) != 0;
  }
  constexpr SquareSet operator&(const SquareSet& o) const {
    SquareSet r;
    for (int i = 0; i < kWords; ++i) r.words_[i] = words_[i] & o.words_[i];
    return r;
  }
  constexpr SquareSet operator|(const SquareSet& o) const {
    SquareSet r;
    for (int i = 0; i < kWords; ++i) r.words_[i] = words_[i] | o.words_[i];
    return r;
  }
  constexpr SquareSet& operator|=(const SquareSet& o) {
    for (int i = 0; i < kWords; ++i) words_[i] |= o.words_[i];
    return *this;
  }
  friend constexpr bool operator==(const SquareSet&, const SquareSet&) = default;

  // The square of lowest (highest) index; none for the empty set.
  Square lowest() const {
    for (int i = 0; i < kWords; ++i)
      if (words_[i]) return Square::from_index(i * 64 + __builtin_ctzll(words_[i]));
    return Square::none();
  }
  Square highest() const {
    for (int i = kWords - 1; i >= 0; --i)
      if (words_[i]) return Square::from_index(i * 64 + 63 - __builtin_clzll(words_[i]));
    return Square::none();
  }
  int size() const {
    return __builtin_popcountll(words_[0]) + __builtin_popcountll(words_[1]) +
           __builtin_popcountll(words_[2]);
  }

  // Calls f(square) for each square, lowest index first (a1 first, rank by rank, as Geometry::squares()).
  template <class F>
  void for_each(F&& f) const {
    for (int w = 0; w < kWords; ++w)
      for (uint64_t bits = words_[w]; bits != 0; bits &= bits - 1)
        f(Square::from_index(w * 64 + __builtin_ctzll(bits)));
  }
  // The same, stopping at the first square for which f returns true (then true).
  template <class F>
  bool any_of(F&& f) const {
    for (int w = 0; w < kWords; ++w)
      for (uint64_t bits = words_[w]; bits != 0; bits &= bits - 1)
        if (f(Square::from_index(w * 64 + __builtin_ctzll(bits)))) return true;
    return false;
  }

 private:
  std::array<uint64_t, kWords> words_{};
};

}  // namespace nightrider
