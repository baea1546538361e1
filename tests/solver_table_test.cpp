// The solver's transposition table: it starts in a small part of its memory and doubles that part as it
// fills, never beyond the size asked for, and a doubling keeps the entries (moves them where they now
// belong) rather than dropping half of them. Made in memory two processes share (an MPI job's processes
// on one host), each process sees the other's entries and growth.
#include "solver/solver_table.h"

#include <gtest/gtest.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdint>
#include <random>
#include <thread>
#include <vector>

namespace nightrider::solver {
namespace {

std::vector<uint64_t> random_keys(size_t count, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<uint64_t> keys(count);
  for (uint64_t& k : keys) k = rng();
  return keys;
}

TEST(SolverTable, StartsSmallAndGrowsNoFurtherThanAskedFor) {
  SolverTable table(4);
  const size_t first = table.entries_in_use();
  EXPECT_LT(first, table.entry_count());
  EXPECT_EQ(table.bytes(), size_t{4} << 20);
  table.start_new_solve();
  for (uint64_t key : random_keys(table.entry_count() * 4, 1)) table.store(key, true);
  EXPECT_EQ(table.entries_in_use(), table.entry_count());
}

TEST(SolverTable, ADoublingKeepsTheEntries) {
  SolverTable table(64);
  table.start_new_solve();
  const size_t first = table.entries_in_use();
  std::vector<uint64_t> keys;
  std::mt19937_64 rng(7);
  // One key per slot of the first part (the bits that choose among the first slots count up), the
  // bits that choose the half after a doubling random.
  for (uint64_t i = 0; i < first; ++i) keys.push_back((rng() & ~uint64_t{first - 1}) | i);
  for (uint64_t key : keys) table.store(key, (key & 1) != 0);
  // More stores make it grow at least once (other keys, in slots of their own after the growth).
  const auto more = random_keys(first * 2, 8);
  for (uint64_t key : more) table.store(key, true);
  ASSERT_GT(table.entries_in_use(), first);
  // Entries the later keys did not overwrite are all still found, with their values.
  size_t found = 0;
  for (uint64_t key : keys) {
    const auto known = table.probe(key);
    if (!known) continue;
    ++found;
    EXPECT_EQ(*known, (key & 1) != 0);
  }
  // Without the move at a doubling about half would be lost at the first one alone.
  EXPECT_GT(found, keys.size() * 3 / 4);
}

TEST(SolverTable, ThreadsGrowingItTogetherNeverReadAWrongValue) {
  SolverTable table(8);
  table.start_new_solve();
  // Each thread stores keys whose value is a function of the key; a probe may miss, never disagree.
  auto work = [&](uint64_t seed) {
    const auto keys = random_keys(200000, seed);
    for (uint64_t key : keys) {
      table.store(key, (key >> 63) != 0);
      const auto known = table.probe(key ^ 0x5555);
      if (known) {
        EXPECT_EQ(*known, ((key ^ 0x5555) >> 63) != 0);
      }
    }
    for (uint64_t key : keys) {
      if (const auto known = table.probe(key)) {
        EXPECT_EQ(*known, (key >> 63) != 0);
      }
    }
  };
  std::thread a(work, 11), b(work, 12);
  a.join();
  b.join();
  EXPECT_EQ(table.entries_in_use(), table.entry_count());
}

TEST(SolverTable, TwoProcessesInSharedMemoryShareEntriesAndGrowth) {
  constexpr size_t kMegabytes = 8;
  const size_t bytes = SolverTable::shared_bytes(kMegabytes);
  ASSERT_GE(bytes, (kMegabytes << 20) + SolverTable::shared_header_bytes(kMegabytes));
  void* memory = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  ASSERT_NE(memory, MAP_FAILED);
  const auto keys = random_keys(size_t{1} << 20, 21);
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    // Another process fills the table past every doubling; its exit status says whether its own
    // probes agreed.
    SolverTable table(kMegabytes, memory);
    table.start_new_solve();
    for (uint64_t key : keys) table.store(key, (key >> 63) != 0);
    bool agreed = true;
    for (uint64_t key : keys)
      if (const auto known = table.probe(key); known && *known != ((key >> 63) != 0)) agreed = false;
    _exit(agreed && table.entries_in_use() == table.entry_count() ? 0 : 1);
  }
  int status = 0;
  ASSERT_EQ(waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0);
  // This process's table, made after the other's in the same memory with the same solve count (as the
  // processes of a job are), sees the size the other grew it to and finds its entries with their values.
  SolverTable table(kMegabytes, memory);
  table.start_new_solve();
  EXPECT_EQ(table.entries_in_use(), table.entry_count());
  size_t found = 0;
  for (uint64_t key : keys) {
    const auto known = table.probe(key);
    if (!known) continue;
    ++found;
    EXPECT_EQ(*known, (key >> 63) != 0);
  }
  // A million keys in a million slots: most are still there (a key's slot is taken by a later key about
  // a third of the time).
  EXPECT_GT(found, keys.size() / 2);
  // A key no process stored is not found.
  size_t strangers = 0;
  for (uint64_t key : random_keys(100000, 22)) strangers += table.probe(key).has_value();
  EXPECT_EQ(strangers, 0u);
  munmap(memory, bytes);
}

}  // namespace
}  // namespace nightrider::solver
