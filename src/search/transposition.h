// The transposition table: what earlier searches learnt about a position (best move, score, depth,
// bound), shared by all search threads. Entries are written and read without locks; a torn entry fails
// the key check (key stored xor data) and reads as a miss.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>

#include "core/move.h"

namespace nightrider {

enum class Bound : uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

struct TableEntry {
  Move move;
  int score = 0;
  int eval = 0;
  int depth = 0;
  Bound bound = Bound::None;
};

class TranspositionTable {
 public:
  explicit TranspositionTable(size_t megabytes = 16) { resize(megabytes); }

  void resize(size_t megabytes);
  void clear();
  void new_search() { generation_ = static_cast<uint8_t>((generation_ + 1) & 0x3F); }

  std::optional<TableEntry> probe(uint64_t key) const;
  void store(uint64_t key, const TableEntry& entry);
  // Occupied entries of this search, per mille, from a sample (UCI `hashfull`).
  int hashfull() const;
  size_t size_bytes() const { return count_ * sizeof(Slot); }

 private:
  struct Slot {
    std::atomic<uint64_t> check{0};  // key ^ move ^ data
    std::atomic<uint64_t> move{0};
    std::atomic<uint64_t> data{0};  // score:16 eval:16 depth:8 bound:2 generation:6
  };
  static uint64_t pack_move(const Move& m) {
    return uint64_t(m.from.index()) | uint64_t(m.to.index()) << 8 |
           uint64_t(static_cast<uint8_t>(m.kind)) << 16 | uint64_t(m.flags) << 24 |
           uint64_t(static_cast<uint8_t>(m.promotion)) << 32 | uint64_t(m.aux) << 40 |
           uint64_t(m.aux2) << 48 | uint64_t(m.choices_low) << 56;
  }
  static Move unpack_move(uint64_t v) {
    Move m;
    m.from = Square::from_index(static_cast<int>(v & 0xFF));
    m.to = Square::from_index(static_cast<int>(v >> 8 & 0xFF));
    m.kind = static_cast<MoveKind>(v >> 16 & 0xFF);
    m.flags = static_cast<uint8_t>(v >> 24);
    m.promotion = static_cast<PieceKind>(v >> 32 & 0xFF);
    m.aux = static_cast<uint8_t>(v >> 40);
    m.aux2 = static_cast<uint8_t>(v >> 48);
    m.choices_low = static_cast<uint8_t>(v >> 56);
    return m;
  }

  std::unique_ptr<Slot[]> slots_;
  size_t count_ = 0;  // a power of two
  uint8_t generation_ = 0;
};

}  // namespace nightrider
