#include "solver/solver_table.h"

#include <sys/mman.h>

#include <algorithm>
#include <new>

namespace nightrider::solver {

namespace {
constexpr size_t kPage = 4096;
size_t round_up(size_t bytes, size_t unit) { return (bytes + unit - 1) / unit * unit; }
}  // namespace

// The most entries (a power of two) that fit in that many megabytes.
size_t SolverTable::entry_count_for(size_t megabytes) {
  const size_t bytes = std::max<size_t>(megabytes, 1) << 20;
  size_t count = 1;
  while (count * 2 * sizeof(uint64_t) <= bytes) count *= 2;
  return count;
}

size_t SolverTable::touched_words(size_t entries) {
  const size_t pages = (entries + kWordsPerPage - 1) / kWordsPerPage;
  return (pages + 63) / 64;
}

// Shared: the header and the page bits, then the entries from a page boundary.
size_t SolverTable::shared_header_bytes(size_t megabytes) {
  return round_up(sizeof(Header) + touched_words(entry_count_for(megabytes)) * sizeof(uint64_t), kPage);
}

size_t SolverTable::shared_bytes(size_t megabytes) {
  return shared_header_bytes(megabytes) + entry_count_for(megabytes) * sizeof(uint64_t);
}

SolverTable::SolverTable(size_t megabytes) {
  const size_t count = entry_count_for(megabytes);
  const size_t size = count * sizeof(uint64_t);
  // Mapped with room to start on a 2 MB boundary, and marked for huge pages where the system offers
  // them: one fault then maps 2 MB instead of 4 KB.
  constexpr size_t kHugePage = size_t{2} << 20;
  const size_t mapped = size + kHugePage;
  void* raw = mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (raw == MAP_FAILED) throw std::bad_alloc();
  const uintptr_t start = (reinterpret_cast<uintptr_t>(raw) + kHugePage - 1) & ~(kHugePage - 1);
  entries_ = reinterpret_cast<uint64_t*>(start);
  madvise(entries_, size, MADV_HUGEPAGE);
  mapping_ = raw;
  mapped_bytes_ = mapped;
  max_mask_ = count - 1;
  own_header_ = std::make_unique<Header>(Header{0, 0});
  header_ = own_header_.get();
  own_touched_ = std::make_unique<uint64_t[]>(touched_words(count));
  touched_ = own_touched_.get();
  set_first_mask();
}

SolverTable::SolverTable(size_t megabytes, void* shared_memory) {
  const size_t count = entry_count_for(megabytes);
  char* const base = static_cast<char*>(shared_memory);
  header_ = reinterpret_cast<Header*>(base);
  touched_ = reinterpret_cast<uint64_t*>(base + sizeof(Header));
  entries_ = reinterpret_cast<uint64_t*>(base + shared_header_bytes(megabytes));
  max_mask_ = count - 1;
  set_first_mask();
}

// The part in use starts small (see the header); a table made in shared memory where another process
// has already started leaves that process's part as it is.
void SolverTable::set_first_mask() {
  size_t unset = 0;
  std::atomic_ref<size_t>(header_->mask)
      .compare_exchange_strong(unset, std::min(max_mask_ + 1, kFirstEntries) - 1, std::memory_order_relaxed);
}

void SolverTable::count_filled() {
  const size_t samples =
      std::atomic_ref<size_t>(header_->filled_samples).fetch_add(1, std::memory_order_relaxed) + 1;
  size_t in_use = mask();
  if (in_use == max_mask_ || samples < ((in_use + 1) >> (kSampleBits + 2))) return;
  // Several threads may see the threshold at once: only one doubles, and moves the entries that now
  // belong to the new half there. Meanwhile the other threads may miss them, or one of their stores may
  // be lost: the table is a cache, and every word carries its own key, so none is ever misread.
  if (!std::atomic_ref<size_t>(header_->mask)
           .compare_exchange_strong(in_use, 2 * in_use + 1, std::memory_order_relaxed))
    return;
  const size_t half = in_use + 1;
  for (size_t i = 0; i < half; ++i) {
    const size_t page = i / kWordsPerPage;
    if (!(std::atomic_ref<uint64_t>(touched_[page / 64]).load(std::memory_order_relaxed) >> (page % 64) &
          1)) {
      i += kWordsPerPage - 1;  // a page never touched holds no entry (and reading it would map it)
      continue;
    }
    // (The entry keeps the key's bits from the answer's up, and `half` is far above them.)
    std::atomic_ref<uint64_t> from(entries_[i]);
    const uint64_t entry = from.load(std::memory_order_relaxed);
    if (entry == 0 || !(entry & half)) continue;
    uint64_t* to = entries_ + i + half;
    first_touch(to);
    std::atomic_ref<uint64_t>(*to).store(entry, std::memory_order_relaxed);
    from.store(0, std::memory_order_relaxed);
  }
}

SolverTable::~SolverTable() {
  if (mapping_) munmap(mapping_, mapped_bytes_);
}

}  // namespace nightrider::solver
