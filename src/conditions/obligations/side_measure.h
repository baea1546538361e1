// For the obligations that measure one side's moves (Maximummer, consequent forced squares): the side's
// moves are looked at in a position whoever is to move there, and the obligation keeps some of the
// legal list.
#pragma once

#include <cstddef>
#include <cstdint>

#include "core/move.h"
#include "core/position.h"

namespace nightrider::conditions {

// While it lives, `side` is to move in the position and the Position::scratch word `scratch_slot` is
// set (the obligations' check hooks see it and answer with the ordinary tests, so that two sides'
// measurements never call each other without end); both come back as they were.
class MeasuringSide {
 public:
  MeasuringSide(const Position& pos, Colour side, int scratch_slot)
      : pos_(const_cast<Position&>(pos)),
        to_move_(pos.side_to_move()),
        side_(side),
        slot_(scratch_slot),
        was_measuring_(pos_.scratch(scratch_slot)) {
    if (to_move_ != side_) pos_.set_side_to_move(side_);
    pos_.scratch(slot_) = 1;
  }
  ~MeasuringSide() {
    pos_.scratch(slot_) = was_measuring_;
    if (to_move_ != side_) pos_.set_side_to_move(to_move_);
  }
  MeasuringSide(const MeasuringSide&) = delete;
  MeasuringSide& operator=(const MeasuringSide&) = delete;

  Position& position() const { return pos_; }

 private:
  Position& pos_;
  Colour to_move_, side_;
  int slot_;
  uint32_t was_measuring_;
};

// Keeps the moves `keep` accepts, in their order; gives how many it kept (the list is left whole when
// it keeps none and `none_leaves_all`: an obligation that binds only when it can be obeyed).
template <class Keep>
size_t keep_moves(MoveList& moves, Keep&& keep, bool none_leaves_all = false) {
  size_t kept = 0;
  for (size_t i = 0; i < moves.size(); ++i)
    if (keep(moves[i])) moves[kept++] = moves[i];
  if (kept > 0 || !none_leaves_all) moves.truncate(kept);
  return kept;
}

}  // namespace nightrider::conditions
