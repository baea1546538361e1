// A move as the generators emit it: the primary action in 8 bytes. Its side effects are not stored
// here; playing the move records them, elementary effect by elementary effect, in the journal.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "core/types.h"

namespace nightrider {

enum class MoveKind : uint8_t {
  Normal,      // from -> to, capturing whatever stands on `to`
  DoubleStep,  // pawn double step: sets the en-passant square
  EnPassant,   // the victim stands on `aux` (a square index)
  Castle,      // king from -> to; rook from square in `aux`, rook to square in `aux2`
  Swap,        // from and to exchange their units
  Kamikaze,    // the mover and the unit on `to` both leave the board
  Suicide,     // the unit on `from` leaves the board
  Special,     // the moving piece's own play function decides (Rococo's captures)
  Null,        // a pass
};

enum MoveFlag : uint8_t {
  kFlagCapture = 1,  // removes at least one enemy unit (for notation and ordering)
};

struct Move {
  Square from, to;
  MoveKind kind = MoveKind::Normal;
  uint8_t flags = 0;
  PieceKind promotion = PieceKind::None;  // the kind the moving pawn becomes
  uint8_t aux = 0xFF;                     // kind-specific square or choice
  uint8_t aux2 = 0xFF;                    // kind-specific square or choice
  uint8_t choice = 0;                     // variant payload, e.g. promotions chosen for displaced pawns

  bool is_capture() const { return (flags & kFlagCapture) != 0; }
  Square aux_square() const { return Square::from_index(aux); }
  Square aux2_square() const { return Square::from_index(aux2); }
  friend bool operator==(const Move&, const Move&) = default;
};

// A fixed-capacity move list: generators never allocate. A position with more moves than it holds
// (only made-up boards come near) fails loudly rather than losing moves: push throws.
class MoveList {
 public:
  static constexpr size_t kCapacity = 1024;
  void push(const Move& m) {
    if (size_ == kCapacity) [[unlikely]]
      full();
    moves_[size_++] = m;
  }
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  void clear() { size_ = 0; }
  void truncate(size_t n) { size_ = n; }
  Move& operator[](size_t i) { return moves_[i]; }
  const Move& operator[](size_t i) const { return moves_[i]; }
  Move* begin() { return moves_.data(); }
  Move* end() { return moves_.data() + size_; }
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + size_; }

 private:
  [[noreturn]] static void full() {
    throw std::length_error("more than " + std::to_string(kCapacity) + " moves in one position");
  }
  std::array<Move, kCapacity> moves_;
  size_t size_ = 0;
};

}  // namespace nightrider
