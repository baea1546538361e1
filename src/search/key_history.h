// The keys a fast search board keeps for repetitions: the root's earlier positions as far back as a
// repetition can reach (Worker::is_draw_by_rule looks back at most as far as the halfmove clock), then
// one key per move played in the search. The general board reads the same from its Position; a fast
// board answers key(), moves_played() and key_before() from here.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/position.h"

namespace nightrider {

class KeyHistory {
 public:
  explicit KeyHistory(const Position& root) {
    const size_t reach =
        std::min<size_t>(root.moves_played(), static_cast<size_t>(std::max(0, root.halfmove_clock())));
    keys_.reserve(reach + 256);
    for (size_t k = reach; k >= 1; --k) keys_.push_back(root.hash_before(k));  // oldest first
    keys_.push_back(root.hash());
  }

  uint64_t key() const { return keys_.back(); }
  // (The history reaches back only as far as a repetition can: the root's halfmove clock.)
  size_t moves_played() const { return keys_.size() - 1; }
  uint64_t key_before(size_t k) const { return keys_[keys_.size() - 1 - k]; }

  void push(uint64_t key) { keys_.push_back(key); }  // a move was played: its position's key
  void pop() { keys_.pop_back(); }                   // … and undone

 private:
  std::vector<uint64_t> keys_;  // keys of the earlier positions a repetition may reach, then the current
};

}  // namespace nightrider
