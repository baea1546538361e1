// The solver's transposition table: "this node, with this many moves left, is won / lost", shared by
// all threads without locks. An entry is one word, written and read at once: the key's upper 62 bits
// and the answer in the lowest two (0 for an empty entry), so two threads never tear one.
// Its memory is mapped zeroed at the size asked for (--hash MB), but the search starts in a small part
// of it and doubles that part as it fills: every page a solve touches costs the system a fault and a
// zeroed page, so a small problem that spread its entries over 32 MB would spend more time in the
// kernel than in its search. A doubling moves the entries that now belong to the new half there. The
// mapping asks for 2 MB pages where the system gives them on request (transparent huge pages in
// "madvise" mode): the first part is then one fault, not 512. One table serves a whole file, each solve
// with its own salt.
// The processes of an MPI job on one host share one table (docs/scale.md): it is then made in memory
// they all map (`shared_memory`), its size, fill count and page bits in that memory too, so that every
// process sees the others' entries and doublings. Processes are no different from threads here: every
// word is read and written at once.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <optional>

namespace nightrider::solver {

class SolverTable {
 public:
  explicit SolverTable(size_t megabytes);
  // The table in `shared_memory`: shared_bytes(megabytes) bytes of zeroes, page-aligned. Every table
  // made there with the same size uses the same entries; the memory outlives them.
  SolverTable(size_t megabytes, void* shared_memory);
  static size_t shared_bytes(size_t megabytes);
  static size_t shared_header_bytes(size_t megabytes);  // the part before the entries
  ~SolverTable();
  SolverTable(const SolverTable&) = delete;
  SolverTable& operator=(const SolverTable&) = delete;

  // Entries of earlier solves stay in the table but no longer match: each solve uses its own salt.
  void start_new_solve() { salt_ = zobrist_like_mix(++solves_); }

  std::optional<bool> probe(uint64_t key) const {
    key ^= salt_;
    uint64_t* e = slot(key);
    first_touch(e);
    const uint64_t entry = std::atomic_ref<uint64_t>(*e).load(std::memory_order_relaxed);
    if (((entry ^ key) & ~kAnswerMask) != 0 || (entry & kAnswerMask) == 0) return std::nullopt;
    return (entry & kAnswerMask) == kWon;
  }
  // Starts loading the entry of `key` into the cache, so that a probe soon after finds it there. (A
  // prefetch of a page not yet mapped is dropped, so it never maps one.)
  void prefetch(uint64_t key) const { __builtin_prefetch(slot(key ^ salt_)); }
  void store(uint64_t key, bool won) {
    key ^= salt_;
    uint64_t* e = slot(key);
    first_touch(e);
    std::atomic_ref<uint64_t> stored(*e);
    // (A sample of the stores into empty entries measures how full the part in use is.)
    if ((key & kSampleMask) == 0 && stored.load(std::memory_order_relaxed) == 0) count_filled();
    stored.store((key & ~kAnswerMask) | (won ? kWon : kLost), std::memory_order_relaxed);
  }
  size_t entry_count() const { return max_mask_ + 1; }  // the most it may use
  size_t bytes() const { return (max_mask_ + 1) * sizeof(uint64_t); }
  size_t entries_in_use() const { return mask() + 1; }

 private:
  static constexpr uint64_t kWon = 1, kLost = 2, kAnswerMask = 3;
  size_t mask() const { return std::atomic_ref<size_t>(header_->mask).load(std::memory_order_relaxed); }
  uint64_t* slot(uint64_t key) const { return entries_ + (key & mask()); }
  // One store in 2^kSampleBits into an empty entry is counted; the part in use doubles when a quarter
  // of it is full.
  static constexpr int kSampleBits = 4;
  static constexpr uint64_t kSampleMask = (uint64_t{1} << kSampleBits) - 1;
  static constexpr size_t kFirstEntries = size_t{1} << 18;  // 2 MB
  void count_filled();
  // A page read before it is written is first mapped to the system's zero page, and the write that
  // follows copies it -- with a TLB flush on every core the threads run on. So the first access to a
  // page is made a write: an exchange of 0 for 0, which leaves any entry written meanwhile intact.
  void first_touch(uint64_t* e) const {
    const size_t page = static_cast<size_t>(e - entries_) / kWordsPerPage;
    std::atomic_ref<uint64_t> word(touched_[page / 64]);
    const uint64_t bit = uint64_t{1} << (page % 64);
    if (word.load(std::memory_order_relaxed) & bit) return;
    uint64_t zero = 0;
    std::atomic_ref<uint64_t>(*e).compare_exchange_strong(zero, 0, std::memory_order_relaxed);
    word.fetch_or(bit, std::memory_order_relaxed);
  }
  static constexpr size_t kWordsPerPage = 4096 / sizeof(uint64_t);  // words per 4 KB page
  static uint64_t zobrist_like_mix(uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
  }
  // What the processes sharing a table share besides its entries, in front of the page bits.
  struct Header {
    size_t mask;            // the part in use, read and doubled atomically (0: not yet set)
    size_t filled_samples;  // counted atomically
  };
  static size_t entry_count_for(size_t megabytes);
  static size_t touched_words(size_t entries);
  void set_first_mask();
  uint64_t salt_ = 0, solves_ = 0;
  void* mapping_ = nullptr;  // the memory this table mapped itself (none when shared)
  size_t mapped_bytes_ = 0;
  uint64_t* entries_ = nullptr;  // on a 2 MB boundary (a page boundary when shared)
  Header* header_ = nullptr;     // own_header_, or in the shared memory
  uint64_t* touched_ = nullptr;  // a bit per page: written once already
  std::unique_ptr<Header> own_header_;
  std::unique_ptr<uint64_t[]> own_touched_;
  size_t max_mask_ = 0;
};

}  // namespace nightrider::solver
