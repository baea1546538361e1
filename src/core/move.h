// A move as the generators emit it: the primary action, and the choices its mover makes after it
// (where a captured unit is reborn, what a displaced pawn becomes). Its side effects are not stored
// here; playing the move records them, elementary effect by elementary effect, in the journal.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "core/types.h"

namespace nightrider {

enum class MoveKind : uint8_t {
  Normal,      // from -> to, capturing whatever stands on `to` (but see "carried units" below)
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

// Move::aux of a Null move: the other side's pass between the moves of a series, which is no move of
// the game (Popeye plays none): rules that look back at the previous move look past it.
constexpr uint8_t kSeriesPass = 1;

struct Move {
  Square from, to;
  MoveKind kind = MoveKind::Normal;
  uint8_t flags = 0;                      // bit 0: kFlagCapture; bits 1-7: bits 8-14 of choices()
  PieceKind promotion = PieceKind::None;  // the kind the moving pawn becomes
  uint8_t aux = 0xFF;                     // kind-specific square or choice
  uint8_t aux2 = 0xFF;                    // kind-specific square or choice
  uint8_t choices_low = 0;                // bits 0-7 of choices()

  // What the mover chose after the primary action, 15 bits (ChoiceSlot). (Kept in spare bits so that a
  // move stays one plain 8-byte word: bit fields or a wider move cost the general path a fifth.)
  uint16_t choices() const { return static_cast<uint16_t>(choices_low | (flags >> 1) << 8); }
  void set_choices(uint16_t c) {
    choices_low = static_cast<uint8_t>(c & 0xFF);
    flags = static_cast<uint8_t>((flags & kFlagCapture) | ((c >> 8) & 0x7F) << 1);
  }

  bool is_capture() const { return (flags & kFlagCapture) != 0; }
  Square aux_square() const { return Square::from_index(aux); }
  Square aux2_square() const { return Square::from_index(aux2); }
  friend bool operator==(const Move&, const Move&) = default;
};
static_assert(sizeof(Move) == 8, "moves are copied by the thousand: keep them one word");

// A Normal or Suicide move may carry one other unit along as part of its own action (a push or a pull):
// `aux` is that unit's square (kNoCarry: none), `aux2` where it goes (kNoCarry: off the board). The
// carried unit goes first, unless it goes to the mover's square (it is pulled there), and the mover
// then makes its step; a Normal move whose `to` is its `from` leaves the mover where it stands. The
// carried unit's relocation or removal has the role Displacement.
constexpr uint8_t kNoCarry = 0xFF;
inline bool carries_unit(const Move& m) {
  return (m.kind == MoveKind::Normal || m.kind == MoveKind::Suicide) && m.aux != kNoCarry;
}

// A named part of Move::choices(). A module that lets the mover choose something after the primary
// action reserves its bits when it is added to a rule set (Rules::reserve_choice), so two choosing
// conditions in one problem never read each other's bits.
struct ChoiceSlot {
  static constexpr int kMoveBits = 15;  // the bits of Move::choices()
  uint8_t shift = 0, width = 0;
  uint32_t mask() const { return (1u << width) - 1; }
  uint32_t get(const Move& m) const { return (m.choices() >> shift) & mask(); }
  uint32_t place(uint32_t value) const { return (value & mask()) << shift; }  // a value in its bits
};

// A move list that holds up to kCapacity moves in place, so generators do not allocate; a position
// with more (Super-Circe multiplies each capture by its rebirth squares) moves them to the heap, so no
// move is ever dropped.
class MoveList {
 public:
  static constexpr size_t kCapacity = 1024;
  MoveList() = default;
  MoveList(const MoveList& other) { *this = other; }
  MoveList& operator=(const MoveList& other) {
    if (this == &other) return *this;
    clear();
    for (const Move& m : other) push(m);
    return *this;
  }
  [[gnu::always_inline]] void push(const Move& m) {
    if (size_ == capacity_) [[unlikely]]
      grow();
    data_[size_++] = m;
  }
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  void clear() { size_ = 0; }
  void truncate(size_t n) { size_ = n; }
  Move& operator[](size_t i) { return data_[i]; }
  const Move& operator[](size_t i) const { return data_[i]; }
  Move* begin() { return data_; }
  Move* end() { return data_ + size_; }
  const Move* begin() const { return data_; }
  const Move* end() const { return data_ + size_; }

 private:
  [[gnu::noinline]] void grow() {  // (rare: kept out of the generators' inlined push)
    auto bigger = std::make_unique<Move[]>(capacity_ * 2);
    for (size_t i = 0; i < size_; ++i) bigger[i] = data_[i];
    heap_ = std::move(bigger);
    data_ = heap_.get();
    capacity_ *= 2;
  }
  // Raw bytes, not an array of moves: a list is made at every node, and initialising 1024 moves
  // (Move has member initialisers) cost more than filling it. (Move is an implicit-lifetime type.)
  alignas(Move) std::byte storage_[kCapacity * sizeof(Move)];
  Move* data_ = reinterpret_cast<Move*>(storage_);
  size_t size_ = 0, capacity_ = kCapacity;
  std::unique_ptr<Move[]> heap_;
};

}  // namespace nightrider
