#include "search/transposition.h"

#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace nightrider {

namespace {

#if defined(__linux__)
constexpr size_t kHugePage = size_t{2} << 20;
#endif

// SplitMix64's finaliser: distinct counters give distinct, well-mixed salts.
uint64_t table_salt(uint64_t counter) {
  uint64_t z = counter + 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

}  // namespace

void TranspositionTable::resize(size_t megabytes) {
  if (megabytes == 0) megabytes = 1;
  const size_t wanted = megabytes * 1024 * 1024 / sizeof(Slot);
  size_t count = 1;
  while (count * 2 <= wanted) count *= 2;
  slots_.reset();  // the old table goes first: both at once could exceed the memory the user allowed
  const size_t bytes = count * sizeof(Slot);
#if defined(__linux__)
  if (bytes >= kHugePage) {
    // An anonymous mapping reads as zeros and is backed only where written; aligned to a huge page
    // and marked for them, so that the kernel backs it with 2 MB pages where it can.
    const size_t mapped = bytes + kHugePage;
    void* base = mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED) throw std::bad_alloc();
    const uintptr_t aligned = (reinterpret_cast<uintptr_t>(base) + kHugePage - 1) & ~(kHugePage - 1);
    madvise(reinterpret_cast<void*>(aligned), bytes, MADV_HUGEPAGE);  // advice: failure is harmless
    slots_ = std::unique_ptr<Slot[], FreeSlots>(reinterpret_cast<Slot*>(aligned), FreeSlots{base, mapped});
    // Every page is touched now, not at a search's first store there: with huge pages asked for, the
    // kernel may compact memory to find one at that fault ("defrag" on madvise, Debian's default), and
    // on a machine busy with builds that stalled a search past its time (a bestmove 1.2 s after `go
    // movetime 100`, twice in about 1,000 games). Here it costs the `setoption`, `ucinewgame` or first
    // search that makes the table instead: 0.09 s for a 1 GB table with huge pages free, 1.45 s when the
    // kernel had to compact first (docs/engine.md).
    auto* bytes_of = reinterpret_cast<volatile unsigned char*>(aligned);
    for (size_t at = 0; at < bytes; at += 4096) bytes_of[at] = 0;
  }
#endif
  if (!slots_) {
    // calloc: zeroed memory, which for a large block is fresh pages the system maps on first write.
    Slot* slots = static_cast<Slot*>(std::calloc(count, sizeof(Slot)));
    if (!slots) throw std::bad_alloc();
    slots_ = std::unique_ptr<Slot[], FreeSlots>(slots, FreeSlots{slots, 0});
  }
  count_ = count;
  generation_ = 0;
}

void TranspositionTable::FreeSlots::operator()(Slot*) const {
#if defined(__linux__)
  if (bytes != 0) {
    munmap(base, bytes);
    return;
  }
#endif
  std::free(base);
}

void TranspositionTable::clear() {
  // The generation goes on counting, so that hashfull (an estimate from a sample) does not count the
  // old entries, of another salt and never found again, as this search's.
  salt_ = table_salt(++clears_);
}

std::optional<TableEntry> TranspositionTable::probe(uint64_t key) const {
  key ^= salt_;
  const Slot& slot = slots_[key & (count_ - 1)];
  const uint64_t move = load(slot.move);
  const uint64_t data = load(slot.data);
  const uint64_t check = load(slot.check);
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
  key ^= salt_;
  Slot& slot = slots_[key & (count_ - 1)];
  // Replace an entry of an older search, of another position, or one searched less deep.
  const uint64_t old_data = load(slot.data);
  const uint64_t old_check = load(slot.check);
  const uint64_t old_move = load(slot.move);
  const bool same_position = (old_check ^ old_move ^ old_data) == key && old_data != 0;
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
  save(slot.move, packed_move);
  save(slot.data, data);
  save(slot.check, key ^ packed_move ^ data);
}

int TranspositionTable::hashfull() const {
  const size_t sample = count_ < 1000 ? count_ : 1000;
  int used = 0;
  for (size_t i = 0; i < sample; ++i) {
    const uint64_t data = load(slots_[i].data);
    if (data != 0 && static_cast<uint8_t>(data >> 42 & 0x3F) == generation_) ++used;
  }
  return static_cast<int>(used * 1000 / sample);
}

}  // namespace nightrider
