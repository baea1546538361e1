// The second level of a root search's split (help play): a thread with no first move left to take joins
// a first move another thread is searching and takes the next of its replies no thread has taken yet.
// Without it a root search can end no sooner than its longest first move (docs/scale.md).
//
// Each reply is searched by one thread, and the lines found under it are kept apart; a first move's
// lines are its replies' lines in the order of its replies as its owner (the thread that took the first
// move) lists them — the order in which one thread searching the whole first move finds them. So the
// result does not depend on which thread searched which reply, nor on timing. A first move is finished
// when its owner and every thread that joined it are done: only then is its result whole (and may be
// kept in a checkpoint).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <mutex>
#include <thread>
#include <vector>

namespace nightrider::solver {

template <class MoveT>
class SplitFirstMoves {
 public:
  using Line = std::vector<MoveT>;
  using Lines = std::vector<Line>;

  // One thread's part in one first move.
  struct Share {
    Share(int first_move, bool owns) : first(first_move), owner(owns) {}
    int first;  // the first move's index
    bool owner;
    int reply = -1;  // the reply this thread is searching (its index in the owner's list), or -1
    Lines found;     // the lines found under it so far
  };

  explicit SplitFirstMoves(int count) : first_moves_(static_cast<size_t>(count)) {}

  // The owner starts first move `first`.
  Share open(int first) {
    const std::lock_guard<std::mutex> lock(mutex_);
    first_moves_[static_cast<size_t>(first)].open = true;
    return Share{first, true};
  }

  // The next reply of the shared node for the thread of `share` (whose list of the node's moves is
  // `moves`): its index in `moves`, or -1 when none is left. The lines found under the previous reply
  // are put in their place.
  template <class List>
  int take(Share& share, const List& moves) {
    const std::lock_guard<std::mutex> lock(mutex_);
    FirstMove& fm = first_moves_[static_cast<size_t>(share.first)];
    put_found(fm, share);
    if (share.owner && !fm.listed) {
      fm.replies.assign(moves.begin(), moves.end());
      fm.lines.resize(fm.replies.size());
      fm.listed = true;
    }
    if (!fm.listed || fm.next >= fm.replies.size()) return -1;
    // (The same position lists the same moves; looked up by value all the same, so that a list in
    // another order could not put a reply in the wrong place.)
    const auto at = std::find(moves.begin(), moves.end(), fm.replies[fm.next]);
    if (at == moves.end()) return -1;  // (not this thread's to search: the owner will)
    share.reply = static_cast<int>(fm.next++);
    return static_cast<int>(at - moves.begin());
  }

  // An idle thread: the first move it joins (one whose owner is still searching it and that has replies
  // left), or -1 when there is none and none can come (every first move being searched has dealt all
  // its replies). Waits briefly while an owner has not yet listed its replies.
  int join() {
    for (;;) {
      bool waiting = false;
      {
        const std::lock_guard<std::mutex> lock(mutex_);
        size_t best = first_moves_.size();
        size_t most_left = 0;
        for (size_t i = 0; i < first_moves_.size(); ++i) {
          const FirstMove& fm = first_moves_[i];
          if (!fm.open) continue;
          if (!fm.listed) {
            waiting = true;
            continue;
          }
          const size_t left = fm.replies.size() - fm.next;
          if (left > most_left) most_left = left, best = i;
        }
        if (best < first_moves_.size()) {
          ++first_moves_[best].helpers;
          return static_cast<int>(best);
        }
      }
      if (!waiting) return -1;
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
  }

  // The thread of `share` is done with its first move; true when the first move is now finished (this
  // thread then finishes it: its lines are whole unless the search was stopped).
  bool leave(Share& share) {
    const std::lock_guard<std::mutex> lock(mutex_);
    FirstMove& fm = first_moves_[static_cast<size_t>(share.first)];
    put_found(fm, share);
    if (share.owner) {
      fm.open = false;
    } else {
      --fm.helpers;
    }
    return !fm.open && fm.helpers == 0;
  }

  // The lines of a finished first move, in the order one thread finds them.
  Lines take_lines(int first) {
    const std::lock_guard<std::mutex> lock(mutex_);
    FirstMove& fm = first_moves_[static_cast<size_t>(first)];
    Lines all = std::move(fm.direct);
    for (Lines& lines : fm.lines)
      for (Line& line : lines) all.push_back(std::move(line));
    fm.lines.clear();
    return all;
  }

 private:
  struct FirstMove {
    bool open = false;    // its owner is searching it
    int helpers = 0;      // the other threads searching some of its replies
    bool listed = false;  // the owner has listed the replies
    std::vector<MoveT> replies;
    size_t next = 0;           // the next reply to deal
    std::vector<Lines> lines;  // per reply
    Lines direct;              // found by the owner outside the shared node
  };

  // Puts the lines found under the share's reply in their place (the mutex held).
  // (Lines found outside the shared node can only be the owner's: a thread that joined searches only
  // the replies it takes.)
  static void put_found(FirstMove& fm, Share& share) {
    if (share.reply >= 0 || share.owner) {
      Lines& lines = share.reply >= 0 ? fm.lines[static_cast<size_t>(share.reply)] : fm.direct;
      for (Line& line : share.found) lines.push_back(std::move(line));
    }
    share.found.clear();
    share.reply = -1;
  }

  std::mutex mutex_;
  std::vector<FirstMove> first_moves_;
};

}  // namespace nightrider::solver
