// The solver's transposition table: "this node, with this many moves left, is won / lost", shared by
// all threads without locks (each entry stores its key xor its data, so a torn write reads as a miss).
// Its size is fixed when it is made (--hash MB). The memory is mapped zeroed and in huge pages where the
// system allows, so a large table costs nothing until it is used (small problems solve in milliseconds).
#pragma once

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <optional>

namespace nightrider::solver {

class SolverTable {
 public:
  explicit SolverTable(size_t megabytes);
  ~SolverTable();
  SolverTable(const SolverTable&) = delete;
  SolverTable& operator=(const SolverTable&) = delete;

  std::optional<bool> probe(uint64_t key) const {
    uint64_t* e = slot(key);
    const uint64_t data = std::atomic_ref<uint64_t>(e[1]).load(std::memory_order_relaxed);
    if ((std::atomic_ref<uint64_t>(e[0]).load(std::memory_order_relaxed) ^ data) != key || data == 0)
      return std::nullopt;
    return data == kWon;
  }
  void store(uint64_t key, bool won) {
    uint64_t* e = slot(key);
    const uint64_t data = won ? kWon : kLost;
    std::atomic_ref<uint64_t>(e[1]).store(data, std::memory_order_relaxed);
    std::atomic_ref<uint64_t>(e[0]).store(key ^ data, std::memory_order_relaxed);
  }
  size_t entry_count() const { return mask_ + 1; }
  size_t bytes() const { return (mask_ + 1) * 2 * sizeof(uint64_t); }

 private:
  static constexpr uint64_t kWon = 1, kLost = 2;
  uint64_t* slot(uint64_t key) const { return entries_ + 2 * (key & mask_); }
  uint64_t* entries_ = nullptr;  // mapped memory, unmapped by the destructor
  size_t mapped_bytes_ = 0;
  size_t mask_ = 0;
};

}  // namespace nightrider::solver
