#include "search/transposition.h"

namespace nightrider {

void TranspositionTable::resize(size_t megabytes) {
  if (megabytes == 0) megabytes = 1;
  const size_t wanted = megabytes * 1024 * 1024 / sizeof(Slot);
  size_t count = 1;
  while (count * 2 <= wanted) count *= 2;
  slots_ = std::make_unique<Slot[]>(count);
  count_ = count;
  generation_ = 0;
}

void TranspositionTable::clear() {
  for (size_t i = 0; i < count_; ++i) {
    slots_[i].check.store(0, std::memory_order_relaxed);
    slots_[i].move.store(0, std::memory_order_relaxed);
    slots_[i].data.store(0, std::memory_order_relaxed);
  }
  generation_ = 0;
}

std::optional<TableEntry> TranspositionTable::probe(uint64_t key) const {
  const Slot& slot = slots_[key & (count_ - 1)];
  const uint64_t move = slot.move.load(std::memory_order_relaxed);
  const uint64_t data = slot.data.load(std::memory_order_relaxed);
  const uint64_t check = slot.check.load(std::memory_order_relaxed);
  if ((check ^ move ^ data) != key || data == 0) return std::nullopt;
  TableEntry e;
  e.move = unpack_move(move);
  e.score = static_cast<int16_t>(data & 0xFFFF);
  e.eval = static_cast<int16_t>((data >> 16) & 0xFFFF);
  e.depth = static_cast<int>((data >> 32) & 0xFF);
  e.bound = static_cast<Bound>((data >> 40) & 3);
  return e;
}

void TranspositionTable::store(uint64_t key, const TableEntry& e) {
  Slot& slot = slots_[key & (count_ - 1)];
  // Replace an entry of an older search, of another position, or one searched less deep.
  const uint64_t old_data = slot.data.load(std::memory_order_relaxed);
  const uint64_t old_check = slot.check.load(std::memory_order_relaxed);
  const uint64_t old_move = slot.move.load(std::memory_order_relaxed);
  const bool same_position = (old_check ^ old_move ^ old_data) == key;
  const int old_depth = static_cast<int>((old_data >> 32) & 0xFF);
  const uint8_t old_generation = static_cast<uint8_t>((old_data >> 42) & 0x3F);
  if (same_position && old_generation == generation_ && e.depth + 2 < old_depth && e.bound != Bound::Exact)
    return;
  Move move = e.move;
  if (same_position && move.from.is_none()) move = unpack_move(old_move);  // keep a known best move
  const int depth = e.depth < 0 ? 0 : e.depth > 255 ? 255 : e.depth;
  const uint64_t data = uint64_t(uint16_t(int16_t(e.score))) | uint64_t(uint16_t(int16_t(e.eval))) << 16 |
                        uint64_t(depth) << 32 | uint64_t(static_cast<uint8_t>(e.bound)) << 40 |
                        uint64_t(generation_) << 42 | 1ull << 48;  // bit 48: never all zero
  const uint64_t packed_move = pack_move(move);
  slot.move.store(packed_move, std::memory_order_relaxed);
  slot.data.store(data, std::memory_order_relaxed);
  slot.check.store(key ^ packed_move ^ data, std::memory_order_relaxed);
}

int TranspositionTable::hashfull() const {
  const size_t sample = count_ < 1000 ? count_ : 1000;
  int used = 0;
  for (size_t i = 0; i < sample; ++i) {
    const uint64_t data = slots_[i].data.load(std::memory_order_relaxed);
    if (data != 0 && static_cast<uint8_t>(data >> 42 & 0x3F) == generation_) ++used;
  }
  return static_cast<int>(used * 1000 / sample);
}

}  // namespace nightrider
