// Chess's own evaluation terms beyond the ones every variant shares (board_evaluator.h): the bishop pair,
// the king's pawn shelter, pawn structure (doubled, isolated and passed pawns) and rooks on open files,
// each with a midgame and an endgame weight blended by the game's phase. Both chess evaluators describe
// the position in a ChessSummary, ChessEvaluator (chess_eval.cpp) by walking the squares of any board,
// ChessBitboardEvaluator (chess_bitboard_eval.cpp) from its bitboards, and score it with the one function
// below, so that the two give every position the same value.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

namespace nightrider {

// A weight in the midgame (phase 256) and in the ending (phase 0); between them it is blended linearly.
struct Tapered {
  int mg = 0, eg = 0;
};

// The weights, in centipawns (tools/tune_chess_eval.cpp fits them on engine games, docs/engine.md).
struct ChessWeights {
  Tapered bishop_pair{30, 30};
  // Per point of a king's pawn shelter (a king on its first two ranks): 2 for each own pawn on the three
  // squares in front of it, 1 for each two ranks up.
  Tapered shelter{6, 0};
  Tapered doubled_pawn{-6, -16};   // per pawn on a file beyond the first
  Tapered isolated_pawn{-8, -10};  // per pawn without an own pawn on a neighbouring file
  // A passed pawn (no enemy pawn ahead on its file or a neighbouring one, no own pawn ahead on its file),
  // by its distance to the promotion rank: [1] one step away … [6] six or more.
  std::array<Tapered, 7> passed_pawn{{{0, 0}, {50, 90}, {30, 55}, {15, 30}, {6, 15}, {3, 8}, {2, 5}}};
  Tapered rook_open_file{20, 8};       // a rook on a file without pawns
  Tapered rook_half_open_file{10, 5};  // a rook on a file without own pawns but with an enemy one
};

// What the terms look at. Files and ranks count from 0 (White's side); at most 16 of each.
struct ChessSummary {
  int height = 8;
  int width = 8;
  // [colour][file]: bit r set when a pawn of that colour (White 0, Black 1) stands on rank r.
  std::array<std::array<uint16_t, 16>, 2> pawns{};
  std::array<std::array<uint8_t, 16>, 2> rooks{};  // [colour][file]: rooks on the file
  std::array<int, 2> bishops{};
  std::array<int, 2> king_file{-1, -1}, king_rank{-1, -1};  // -1: no king
};

namespace chess_terms_detail {

inline uint16_t file_mask(const std::array<uint16_t, 16>& files, int file, int width) {
  return file < 0 || file >= width ? uint16_t{0} : files[static_cast<size_t>(file)];
}

inline void add(Tapered& sum, const Tapered& weight, int times) {
  sum.mg += weight.mg * times;
  sum.eg += weight.eg * times;
}

}  // namespace chess_terms_detail

// The terms, White minus Black, at this phase (0 bare ending … 256 all pieces on the board).
inline int chess_terms(const ChessSummary& s, int phase, const ChessWeights& w) {
  using chess_terms_detail::add;
  using chess_terms_detail::file_mask;
  Tapered total;
  for (int c = 0; c < 2; ++c) {
    const int sign = c == 0 ? 1 : -1;
    const auto& own = s.pawns[static_cast<size_t>(c)];
    const auto& enemy = s.pawns[static_cast<size_t>(1 - c)];
    Tapered side;
    if (s.bishops[static_cast<size_t>(c)] >= 2) add(side, w.bishop_pair, 1);
    for (int f = 0; f < s.width; ++f) {
      const uint16_t mine = own[static_cast<size_t>(f)];
      const int rooks = s.rooks[static_cast<size_t>(c)][static_cast<size_t>(f)];
      if (rooks) {
        if (!mine && !enemy[static_cast<size_t>(f)])
          add(side, w.rook_open_file, rooks);
        else if (!mine)
          add(side, w.rook_half_open_file, rooks);
      }
      if (!mine) continue;
      const int count = std::popcount(mine);
      if (count > 1) add(side, w.doubled_pawn, count - 1);
      if (!file_mask(own, f - 1, s.width) && !file_mask(own, f + 1, s.width))
        add(side, w.isolated_pawn, count);
      // Only the pawn furthest up its file can be passed.
      const int rank = c == 0 ? 15 - std::countl_zero(mine) : std::countr_zero(mine);
      // Enemy pawns on the ranks ahead of it, for White above `rank`, for Black below.
      const uint16_t ahead =
          c == 0 ? static_cast<uint16_t>(~((2u << rank) - 1u)) : static_cast<uint16_t>((1u << rank) - 1u);
      const uint16_t blockers = (file_mask(enemy, f - 1, s.width) | file_mask(enemy, f, s.width) |
                                 file_mask(enemy, f + 1, s.width)) &
                                ahead;
      if (!blockers) {
        const int distance = c == 0 ? s.height - 1 - rank : rank;
        add(side, w.passed_pawn[static_cast<size_t>(std::clamp(distance, 1, 6))], 1);
      }
    }
    // The shelter of a king on its first two ranks.
    const int kf = s.king_file[static_cast<size_t>(c)], kr = s.king_rank[static_cast<size_t>(c)];
    if (kf >= 0) {
      const int relative = c == 0 ? kr : s.height - 1 - kr;
      if (relative <= 1) {
        int shelter = 0;
        for (int df = -1; df <= 1; ++df) {
          const uint16_t m = file_mask(own, kf + df, s.width);
          for (int dr = 1; dr <= 2; ++dr) {
            const int r = kr + (c == 0 ? dr : -dr);
            if (r >= 0 && r < s.height && (m >> r & 1u)) shelter += dr == 1 ? 2 : 1;
          }
        }
        add(side, w.shelter, shelter);
      }
    }
    total.mg += sign * side.mg;
    total.eg += sign * side.eg;
  }
  return (total.mg * phase + total.eg * (256 - phase)) / 256;
}

}  // namespace nightrider
