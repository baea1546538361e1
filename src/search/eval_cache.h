// A fast search board's evaluation cache. The evaluation is a function of the position alone, so a
// position met again (a transposition, a re-search, quiescence's stand-pat after the search's own
// evaluation) takes it from a small table keyed by the full key instead of evaluating again.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace nightrider {

class EvalCache {
 public:
  // The value of the position with this key: the cached one, or evaluate()'s, which is then kept.
  template <class Evaluate>
  int value(uint64_t key, const Evaluate& evaluate) {
    Entry& e = entries_[key & (kSize - 1)];
    if (e.key != key || !e.filled) {
      e.key = key;
      e.value = evaluate();
      e.filled = true;
    }
    return e.value;
  }

 private:
  struct Entry {
    uint64_t key = 0;
    int value = 0;
    bool filled = false;
  };
  static constexpr size_t kSize = size_t{1} << 13;
  std::vector<Entry> entries_ = std::vector<Entry>(kSize);
};

}  // namespace nightrider
