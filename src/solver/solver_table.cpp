#include "solver/solver_table.h"

#include <sys/mman.h>

#include <algorithm>
#include <new>

namespace nightrider::solver {

SolverTable::SolverTable(size_t megabytes) {
  const size_t bytes = std::max<size_t>(megabytes, 1) << 20;
  size_t count = 1;
  while (count * 4 * sizeof(uint64_t) <= bytes) count *= 2;
  const size_t size = count * 2 * sizeof(uint64_t);
  void* raw = mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (raw == MAP_FAILED) throw std::bad_alloc();
  entries_ = static_cast<uint64_t*>(raw);
  mapped_bytes_ = size;
  mask_ = count - 1;
  const size_t pages = (2 * count + kWordsPerPage - 1) / kWordsPerPage;
  touched_ = std::make_unique<uint64_t[]>((pages + 63) / 64);
}

SolverTable::~SolverTable() { munmap(entries_, mapped_bytes_); }

}  // namespace nightrider::solver
