// A set of piece kinds: one bit for every value a PieceKind can take, so that the catalogue of pieces
// can grow to every kind a problemist uses without a limit in the attack probes.
#pragma once

#include <array>
#include <cstdint>

#include "core/types.h"

namespace nightrider {

class KindSet {
 public:
  static constexpr int kCapacity = 256;  // every uint8_t PieceKind
  static_assert(kPieceKindCount <= kCapacity, "a PieceKind is one byte");

  constexpr KindSet() = default;
  static constexpr KindSet of(PieceKind k) {
    KindSet s;
    s.insert(k);
    return s;
  }

  constexpr bool contains(PieceKind k) const {
    const unsigned i = static_cast<unsigned>(k);
    return (words_[i >> 6] >> (i & 63)) & 1;
  }
  constexpr void insert(PieceKind k) {
    const unsigned i = static_cast<unsigned>(k);
    words_[i >> 6] |= uint64_t{1} << (i & 63);
  }
  constexpr bool empty() const { return (words_[0] | words_[1] | words_[2] | words_[3]) == 0; }
  constexpr bool intersects(const KindSet& other) const {
    return ((words_[0] & other.words_[0]) | (words_[1] & other.words_[1]) | (words_[2] & other.words_[2]) |
            (words_[3] & other.words_[3])) != 0;
  }
  constexpr KindSet& operator|=(const KindSet& other) {
    for (size_t i = 0; i < words_.size(); ++i) words_[i] |= other.words_[i];
    return *this;
  }
  friend constexpr bool operator==(const KindSet&, const KindSet&) = default;

  // Calls f(kind) for each kind in the set, lowest first.
  template <class F>
  void for_each(F&& f) const {
    for (size_t w = 0; w < words_.size(); ++w)
      for (uint64_t bits = words_[w]; bits != 0; bits &= bits - 1)
        f(static_cast<PieceKind>(w * 64 + static_cast<size_t>(__builtin_ctzll(bits))));
  }

 private:
  std::array<uint64_t, 4> words_{};
};

}  // namespace nightrider
