#include "solver/solver_table.h"

#include <algorithm>
#include <new>

namespace nightrider::solver {

SolverTable::SolverTable(size_t megabytes) {
  const size_t bytes = std::max<size_t>(megabytes, 1) << 20;
  size_t count = 1;
  while (count * 4 * sizeof(uint64_t) <= bytes) count *= 2;
  auto* raw = static_cast<uint64_t*>(std::calloc(count * 2, sizeof(uint64_t)));
  if (!raw) throw std::bad_alloc();
  entries_.reset(raw);
  mask_ = count - 1;
}

}  // namespace nightrider::solver
