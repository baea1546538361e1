// Rococo's evaluation on the compact Rococo board (variants/rococo_board.h), for the search's fast path:
// the terms and numbers of board_evaluator.cpp and rococo_eval.cpp read from the byte board instead of
// through the Position and the rules' piece definitions, so that it gives every position exactly the
// value RococoEvaluator gives it (tests/search_rococo_board_test.cpp compares the two along random
// games).
#pragma once

#include <array>

#include "eval/board_evaluator.h"
#include "variants/rococo_board.h"

namespace nightrider {

class RococoBoardEvaluator {
 public:
  // `rules`: Rococo (its piece definitions give the phase's scale, as for the general evaluator).
  RococoBoardEvaluator(const Rules& rules, const EvalConfig& config);
  // Centipawns for the side to move.
  int evaluate(const rococo_board::Board& board) const;

 private:
  // The king's variant terms (rococo_eval.cpp's: escape squares, enemy units close to it), for its side.
  int king_terms(const rococo_board::Board& board, int s) const;

  EvalParams params_;
  RococoWeights weights_;
  bool material_only_ = false;
  int full_phase_ = 1;
  std::array<int, 8> value_{}, mobility_{};  // by the board's kind (rococo_board.h)
  std::array<int, rococo_board::kSize> centrality_{};
  // Line occupancies (rococo_board_eval.cpp): the positions beyond a rank's or file's ends, and beyond
  // each diagonal's (rank - file + 9) and anti-diagonal's (rank + file).
  static constexpr uint32_t kLineEnds = 1u | 1u << 11;
  std::array<uint32_t, 19> diagonal_ends_{}, antidiagonal_ends_{};
  // The file and rank of each padded square.
  std::array<uint8_t, rococo_board::kSize> file_{}, rank_{};
  // Around a king's square: the squares within two steps (its zone), and the neighbours off the edge
  // ring (its escape squares); `count`s entries of each list are used.
  struct KingZone {
    std::array<uint8_t, 24> zone;
    std::array<uint8_t, 8> escapes;
    uint8_t zone_count = 0, escape_count = 0;
  };
  std::array<KingZone, rococo_board::kSize> king_zones_{};
  // A unit's centralisation by the board's kind and square.
  std::array<std::array<int, rococo_board::kSize>, 8> square_score_{};
};

}  // namespace nightrider
