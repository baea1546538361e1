// The anti-king games' evaluation on the anti-king bitboard board (variants/antiking_fast.h), for the
// search's fast path: the terms and numbers of board_evaluator.cpp and antiking_eval.cpp, computed with
// attack sets instead of walking the squares, so that it gives every position exactly the value
// AntiKingEvaluator gives it (tests/search_fast_board_test.cpp compares the two along random games).
#pragma once

#include <array>

#include "eval/board_evaluator.h"
#include "variants/antiking_fast.h"

namespace nightrider {

class AntikingBitboardEvaluator {
 public:
  // `rules`: Anti-King Chess I or II (its piece definitions give the phase's scale, as for the
  // general evaluator); `board_config` its board's configuration (antiking_board::config_for).
  AntikingBitboardEvaluator(const Rules& rules, const EvalConfig& config,
                            const antiking_board::Config& board_config);
  // Centipawns for the side to move.
  int evaluate(const antiking_board::Board& board) const;

 private:
  EvalParams params_;
  AntiKingWeights weights_;
  antiking_board::Config board_config_;
  bool material_only_ = false;
  int full_phase_ = 1;
  std::array<int, 64> centrality_{};
  // By board type (pawn, knight, bishop, rook, queen, king, anti-king).
  std::array<int, antiking_board::kTypeCount> value_{}, mobility_{};
  // A unit's square term by colour, type and square: centralisation, and a pawn's advance.
  std::array<std::array<std::array<int, 64>, antiking_board::kTypeCount>, 2> square_score_{};
};

}  // namespace nightrider
