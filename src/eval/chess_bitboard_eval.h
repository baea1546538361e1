// The chess evaluation on the orthodox bitboard board (variants/chess_bitboard.h), for the search's fast
// path: the terms and numbers of board_evaluator.cpp, computed with attack sets instead of walking the
// squares, and chess's own terms (chess_terms.h) from a summary read off the bitboards, so that it gives
// every position exactly the value ChessEvaluator gives it (tests/search_fast_board_test.cpp compares the
// two along random games).
#pragma once

#include <array>

#include "eval/board_evaluator.h"
#include "eval/chess_terms.h"
#include "variants/chess_bitboard.h"

namespace nightrider {

class ChessBitboardEvaluator {
 public:
  // `rules`: orthodox chess (its piece definitions give the phase's scale, as for ChessEvaluator).
  ChessBitboardEvaluator(const Rules& rules, const EvalConfig& config, const ChessWeights& weights = {});
  // Centipawns for the side to move.
  int evaluate(const bitboard::Board& board) const;

 private:
  EvalParams params_;
  ChessWeights weights_;
  bool material_only_ = false;
  int full_phase_ = 1;
  OrthodoxTerms8x8 terms_;
};

}  // namespace nightrider
