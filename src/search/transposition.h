// The transposition table: what earlier searches learnt about a position (best move, score, depth,
// bound), shared by all search threads. Entries are written and read without locks; a torn entry fails
// the key check (key stored xor data) and reads as a miss.
//
// Short searches (a game at a few milliseconds a move, a test suite of positions) must not pay for the
// table's size, so neither making nor clearing it touches its memory: it is allocated as zero pages
// that the system maps only when a search first writes them (huge pages where Linux gives them: fewer
// page faults and TLB misses for a table probed at random), and `clear` changes the salt that every
// key is xored with, so that no entry written before can match a key again (the chance is that of a
// 64-bit collision). Xoring with a salt permutes the slots without changing which positions share one,
// so a search after `clear` walks exactly the tree it would walk on a zeroed table.
#pragma once

#include <atomic>
#include <cstdint>
#include <cstdlib>
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
  // Forgets every entry, in constant time (a new salt; see above).
  void clear();
  void new_search() { generation_ = static_cast<uint8_t>((generation_ + 1) & 0x3F); }

  std::optional<TableEntry> probe(uint64_t key) const;
  void store(uint64_t key, const TableEntry& entry);
  // Occupied entries of this search, per mille, from a sample (UCI `hashfull`).
  int hashfull() const;
  size_t size_bytes() const { return count_ * sizeof(Slot); }

 private:
  // Plain words, read and written through std::atomic_ref, so that the array can come from calloc's
  // untouched zero pages (an array of std::atomic would be constructed, that is written, in full).
  struct Slot {
    uint64_t check;  // key ^ salt ^ move ^ data
    uint64_t move;
    uint64_t data;  // score:16 eval:16 depth:8 bound:2 generation:6 (bit 48 set: never all zero)
  };
  // Gives the memory back as it was obtained (transposition.cpp: an anonymous mapping, or calloc).
  struct FreeSlots {
    FreeSlots() noexcept {}  // (user-provided: a nested class's member initialisers come too late)
    FreeSlots(void* b, size_t n) noexcept : base(b), bytes(n) {}
    void operator()(Slot* slots) const;
    void* base = nullptr;
    size_t bytes = 0;  // of the mapping; 0: from calloc
  };
  static uint64_t load(const uint64_t& word) {
    return std::atomic_ref<uint64_t>(const_cast<uint64_t&>(word)).load(std::memory_order_relaxed);
  }
  static void save(uint64_t& word, uint64_t value) {
    std::atomic_ref<uint64_t>(word).store(value, std::memory_order_relaxed);
  }
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

  std::unique_ptr<Slot[], FreeSlots> slots_;
  size_t count_ = 0;  // a power of two
  uint8_t generation_ = 0;
  uint64_t salt_ = 0;    // xored into every key; changed by clear
  uint64_t clears_ = 0;  // how many times the table was cleared: the next salt's seed
};

}  // namespace nightrider
