// The mate-bound part of the solver's board interface for boards that have no quick bound (under
// general rules, conditions change what a mate needs): every question answers "possible".
#pragma once

#include <cstdint>

namespace nightrider::solver {

template <class MoveT>
struct NoMateBound {
  struct Progress {
    bool any = true;
  };
  bool mate_possible(bool, int, int, uint64_t = ~uint64_t{0}, uint64_t* feasible = nullptr,
                     bool* roomy = nullptr, Progress* progress = nullptr) const {
    if (feasible) *feasible = ~uint64_t{0};
    if (roomy) *roomy = false;
    if (progress) progress->any = true;
    return true;
  }
  bool may_progress(const Progress&, const MoveT&) const { return true; }
  void set_stalemate_bound(bool) {}
  struct MoveFilter {};
  bool mate_possible(bool, int, MoveFilter&, uint64_t = ~uint64_t{0}) const { return true; }
  static bool narrows_mate_squares(const MoveT&) { return false; }
  static bool keeps_mate_possible(const MoveT&) { return false; }
  static bool allows(const MoveFilter&, const MoveT&) { return true; }
};

}  // namespace nightrider::solver
