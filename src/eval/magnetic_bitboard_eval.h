// Magnetic and Anti-Magnetic Chess's evaluation on the magnetic bitboard board
// (variants/magnetic_bitboard.h), for the search's fast path: the terms and numbers of
// board_evaluator.cpp and magnetic_eval.cpp, computed with attack sets instead of walking the squares,
// so that it gives every position exactly the value MagneticEvaluator gives it
// (tests/search_magnetic_board_test.cpp compares the two along random games).
#pragma once

#include <array>

#include "eval/board_evaluator.h"
#include "variants/magnetic_bitboard.h"

namespace nightrider {

class MagneticBitboardEvaluator {
 public:
  // `rules`: Magnetic or Anti-Magnetic Chess (its name gives the piece values, its piece definitions
  // the phase's scale, as for the general evaluator).
  MagneticBitboardEvaluator(const Rules& rules, const EvalConfig& config);
  // Centipawns for the side to move.
  int evaluate(const magnetic_bitboard::Board& board) const;

 private:
  EvalParams params_;
  MagneticWeights weights_;
  bool material_only_ = false;
  int full_phase_ = 1;
  OrthodoxTerms8x8 terms_;
};

}  // namespace nightrider
