// What a long solve has done so far, kept so that it can go on after an interruption (Ctrl-C, a killed
// process, a reboot) and print exactly what an uninterrupted solve prints.
//
// A solve is a sequence of output units in a fixed order: each problem's header, each of its twins, its
// end (or its reading error). The checkpoint keeps the text of the units done; for the twin in progress
// it keeps the results of the first moves already searched, per root search of that twin (a twin runs
// its root searches in an order fixed by the results, so "the k-th root search of the twin" names the
// same search in every run) and per first move. A resumed solve writes the kept text, skips the units
// done, and in the twin in progress searches only the first moves without a kept result.
//
// The file is written whole to FILE.tmp and renamed over FILE, so a crash leaves the old or the new
// checkpoint, never half of one. It names the text and the settings it belongs to (an identity hash): a
// checkpoint of another problem file or other output settings is refused.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "solver/root_results.h"

namespace nightrider::solver {

class SolveCheckpoint final : public RootResults {
 public:
  // A new, empty checkpoint of the solve whose text and settings give `identity`.
  explicit SolveCheckpoint(uint64_t identity) : identity_(identity) {}
  // Reads a checkpoint file; throws std::runtime_error naming the problem (unreadable, damaged, or
  // written for another problem text or other settings than `identity`).
  static std::unique_ptr<SolveCheckpoint> load(const std::string& path, uint64_t identity);
  // Writes the checkpoint to `path` atomically (through `path`.tmp); throws std::runtime_error when the
  // file cannot be written.
  void save(const std::string& path) const;

  // The identity of a solve: the problem text and the settings that shape its output.
  static uint64_t identity_of(std::string_view text, std::string_view settings);

  // Units of output done, and their text.
  int units_done() const;
  std::string output() const;
  int bad_problems() const;
  // The first moves numbered (option MoveNumbers) in the problem of the last unit done, up to its end:
  // Popeye's count goes on through a problem's twins.
  size_t numbered_first_moves() const;
  // Records one more unit done with its text, the count of bad problems so far and the first moves
  // numbered so far in its problem; forgets the results of the first moves (they belonged to that unit).
  void unit_done(std::string_view text, int bad_problems, size_t numbered_first_moves = 0);
  // Whether anything changed since the last save (so a periodic writer can skip a save).
  bool changed() const;

  std::optional<std::string> find(int search, int index) override;
  void keep(int search, int index, std::string result) override;
  size_t kept_roots() const;

 private:
  uint64_t identity_;
  mutable std::mutex mutex_;
  int units_done_ = 0;
  int bad_problems_ = 0;
  size_t numbered_first_moves_ = 0;
  std::string output_;
  std::map<std::pair<int, int>, std::string> roots_;
  mutable bool changed_ = false;
};

}  // namespace nightrider::solver
