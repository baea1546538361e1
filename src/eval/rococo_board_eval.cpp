#include "eval/rococo_board_eval.h"

#include <bit>

namespace nightrider {
namespace {

// The board's kinds (rococo_board.h) as the general core names them.
constexpr std::array<PieceKind, 8> kRococoBoardKinds = {
    PieceKind::None,       PieceKind::King,      PieceKind::PushmePullyu, PieceKind::Swapper,
    PieceKind::LongLeaper, PieceKind::Chameleon, PieceKind::Immobilizer,  PieceKind::CannonPawn};

}  // namespace

RococoBoardEvaluator::RococoBoardEvaluator(const Rules& rules, const EvalConfig& config)
    : params_(rococo_params()), material_only_(config.material_only) {
  full_phase_ = full_phase_material(rules, params_);
  for (size_t k = 1; k < 8; ++k) {
    value_[k] = params_.value[static_cast<size_t>(kRococoBoardKinds[k])];
    mobility_[k] = params_.mobility[static_cast<size_t>(kRococoBoardKinds[k])];
  }
  // A diagonal's positions (file + 1) off the board are set: files -1 and 10, and those where its rank
  // would be off the board.
  for (int k = 0; k < 19; ++k) {
    uint32_t diagonal = kLineEnds, antidiagonal = kLineEnds;
    for (int file = 0; file < 10; ++file) {
      const int rank = k - 9 + file, anti_rank = k - file;
      if (rank < 0 || rank > 9) diagonal |= 1u << (file + 1);
      if (anti_rank < 0 || anti_rank > 9) antidiagonal |= 1u << (file + 1);
    }
    diagonal_ends_[static_cast<size_t>(k)] = diagonal;
    antidiagonal_ends_[static_cast<size_t>(k)] = antidiagonal;
  }
  for (int rank = 0; rank < 10; ++rank)
    for (int file = 0; file < 10; ++file) {
      const auto s = static_cast<size_t>(rococo_board::index_of(file, rank));
      centrality_[s] = centre_closeness(10, 10, file, rank);
      file_[s] = static_cast<uint8_t>(file);
      rank_[s] = static_cast<uint8_t>(rank);
      KingZone& z = king_zones_[s];
      for (int dr = -2; dr <= 2; ++dr)
        for (int df = -2; df <= 2; ++df) {
          if ((df == 0 && dr == 0) || file + df < 0 || file + df > 9 || rank + dr < 0 || rank + dr > 9)
            continue;
          const auto n = static_cast<uint8_t>(rococo_board::index_of(file + df, rank + dr));
          z.zone[z.zone_count++] = n;
          if (df >= -1 && df <= 1 && dr >= -1 && dr <= 1 && !rococo_board::kTables.edge[n])
            z.escapes[z.escape_count++] = n;
        }
      for (size_t k = 1; k < 8; ++k)
        square_score_[k][s] = params_.centre[static_cast<size_t>(kRococoBoardKinds[k])] * centrality_[s];
    }
}

int RococoBoardEvaluator::king_terms(const rococo_board::Board& b, int s) const {
  using namespace rococo_board;
  const auto& sq = b.squares;
  const uint8_t side = colour(sq[static_cast<size_t>(s)]);
  const KingZone& z = king_zones_[static_cast<size_t>(s)];
  int term = 0;
  for (int i = 0; i < z.escape_count; ++i)
    if (sq[z.escapes[static_cast<size_t>(i)]] == kEmpty) term += weights_.king_escape;
  for (int i = 0; i < z.zone_count; ++i)
    if (is_enemy(sq[z.zone[static_cast<size_t>(i)]], side)) term -= weights_.enemy_near_king;
  return term;
}

namespace {

// A line's occupancy, one bit per square at position file + 1 (rank + 1 on a file), with the positions
// beyond the board's ends along it set: the empty squares from position `pos` upwards and downwards.
inline int rococo_empties_up(uint32_t line, int pos) { return std::countr_zero(line >> (pos + 1)); }
inline int rococo_empties_down(uint32_t line, int pos) {
  return pos - 1 - (31 - std::countl_zero(line & ((1u << pos) - 1)));
}

}  // namespace

int RococoBoardEvaluator::evaluate(const rococo_board::Board& b) const {
  using namespace rococo_board;
  const auto& sq = b.squares;
  int material[2] = {0, 0}, positional[2] = {0, 0}, non_pawn[2] = {0, 0};
  int variant = 0;  // rococo_eval.cpp's variant terms, White minus Black
  // The units, and the occupancy of every rank, file, diagonal (rank - file + 9) and anti-diagonal
  // (rank + file), from which the mobility along the eight lines is read.
  std::array<uint8_t, 100> units;
  int count = 0;
  std::array<uint32_t, 10> ranks, files;
  ranks.fill(kLineEnds);
  files.fill(kLineEnds);
  std::array<uint32_t, 19> diagonals = diagonal_ends_, antidiagonals = antidiagonal_ends_;
  for_each_unit<false>(b, 0, [&](int s) {
    units[static_cast<size_t>(count++)] = static_cast<uint8_t>(s);
    const int file = file_[static_cast<size_t>(s)], rank = rank_[static_cast<size_t>(s)];
    ranks[static_cast<size_t>(rank)] |= 1u << (file + 1);
    files[static_cast<size_t>(file)] |= 1u << (rank + 1);
    diagonals[static_cast<size_t>(rank - file + 9)] |= 1u << (file + 1);
    antidiagonals[static_cast<size_t>(rank + file)] |= 1u << (file + 1);
  });
  for (int i = 0; i < count; ++i) {
    const int s = units[static_cast<size_t>(i)];
    const uint8_t p = sq[static_cast<size_t>(s)];
    const int c = p >> 3;  // (the colour bit)
    const auto k = static_cast<size_t>(kind(p));
    material[c] += value_[k];
    // (The cannon pawn is no pawn in the rules' piece definitions: it counts in the phase.)
    if (k != kKing) non_pawn[c] += value_[k];
    if (material_only_) continue;
    if (k == kKing) {
      variant += c == 0 ? king_terms(b, s) : -king_terms(b, s);
      continue;
    }
    int score = square_score_[k][static_cast<size_t>(s)];
    if (k != kPawn) {
      // Every other unit moves along the eight queen lines: their empty squares are its mobility.
      const int file = file_[static_cast<size_t>(s)], rank = rank_[static_cast<size_t>(s)];
      const uint32_t on_rank = ranks[static_cast<size_t>(rank)], on_file = files[static_cast<size_t>(file)],
                     on_diagonal = diagonals[static_cast<size_t>(rank - file + 9)],
                     on_antidiagonal = antidiagonals[static_cast<size_t>(rank + file)];
      const int mobility =
          rococo_empties_up(on_rank, file + 1) + rococo_empties_down(on_rank, file + 1) +
          rococo_empties_up(on_file, rank + 1) + rococo_empties_down(on_file, rank + 1) +
          rococo_empties_up(on_diagonal, file + 1) + rococo_empties_down(on_diagonal, file + 1) +
          rococo_empties_up(on_antidiagonal, file + 1) + rococo_empties_down(on_antidiagonal, file + 1);
      score += mobility_[k] * mobility / 10;
      const uint8_t side = colour(p);
      int term = 0;
      if (k == kLeaper) {
        // The unit ending each line is a target if the square behind it is empty.
        for (int d : kDirections) {
          int t = s + d;
          while (sq[static_cast<size_t>(t)] == kEmpty) t += d;
          if (is_enemy(sq[static_cast<size_t>(t)], side) && sq[static_cast<size_t>(t + d)] == kEmpty)
            term += weights_.leaper_target;
        }
      } else if (k == kImmobilizer && !frozen(b, s)) {
        for (int d : kDirections) {
          const uint8_t q = sq[static_cast<size_t>(s + d)];
          if (!is_enemy(q, side)) continue;  // (the ring's sentinels are no units)
          term += kind(q) == kKing
                      ? weights_.frozen_king
                      : value_[static_cast<size_t>(kind(q))] * weights_.frozen_unit_percent / 100;
        }
      }
      variant += c == 0 ? term : -term;
    }
    positional[c] += score;
  }
  int total = material[0] - material[1];
  if (!material_only_) {
    const int phase = game_phase(non_pawn[0], non_pawn[1], full_phase_);
    for (int c = 0; c < 2; ++c) {
      const int centre = centrality_[b.kings[c]];
      positional[c] += (params_.king_centre_opening * centre * phase +
                        params_.king_centre_ending * centre * (256 - phase)) /
                       256;
    }
    total += positional[0] - positional[1] + variant;
  }
  const int side_score = b.side ? -total : total;
  return side_score + (material_only_ ? 0 : params_.tempo);
}

}  // namespace nightrider
