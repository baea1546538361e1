#include "eval/board_evaluator.h"

#include <algorithm>
#include <cstdlib>

namespace nightrider {

namespace {
constexpr int kind_index(PieceKind k) { return static_cast<int>(k); }
}  // namespace

EvalParams orthodox_params() {
  EvalParams p;
  p.set(PieceKind::Pawn, 100, 0, 3);
  p.set(PieceKind::BerolinaPawn, 100, 0, 3);
  p.set(PieceKind::Knight, 320, 40, 8);
  p.set(PieceKind::Bishop, 330, 50, 3);
  p.set(PieceKind::Rook, 500, 25, 0);
  p.set(PieceKind::Queen, 950, 15, 2);
  p.pawn_advance = {0, 0, 3, 8, 16, 30, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0};
  return p;
}

BoardEvaluator::BoardEvaluator(const Rules& rules, const EvalConfig& config, const EvalParams& params)
    : rules_(rules), config_(config), params_(params) {
  const Geometry& geo = rules.geometry();
  for (Square s : geo.squares())
    centrality_[s.index()] = centre_closeness(geo.width(), geo.height(), s.file(), s.rank());
  full_phase_ = full_phase_material(rules, params_);
}

int centre_closeness(int width, int height, int file, int rank) {
  // The Chebyshev distance from the board's middle, turned around.
  const int df = std::abs(2 * file - (width - 1)), dr = std::abs(2 * rank - (height - 1));
  const int distance = (std::max(df, dr) + 1) / 2;  // 1 in the four central squares
  return (std::max(width, height) + 1) / 2 - distance;
}

std::array<std::array<int, 64>, 2> square_terms_8x8(const EvalParams& params, PieceKind kind, bool pawn) {
  std::array<std::array<int, 64>, 2> terms{};
  const int centre = params.centre[static_cast<size_t>(kind)];
  for (size_t c = 0; c < 2; ++c)
    for (int sq = 0; sq < 64; ++sq) {
      int score = centre * centre_closeness(8, 8, sq % 8, sq / 8);
      if (pawn) score += params.pawn_advance[static_cast<size_t>(c == 0 ? sq / 8 : 7 - sq / 8)];
      terms[c][static_cast<size_t>(sq)] = score;
    }
  return terms;
}

OrthodoxTerms8x8::OrthodoxTerms8x8(const EvalParams& params) {
  // The general core's kind of each orthodox type (P N B R Q K).
  constexpr std::array<PieceKind, 6> kinds = {PieceKind::Pawn, PieceKind::Knight, PieceKind::Bishop,
                                              PieceKind::Rook, PieceKind::Queen,  PieceKind::King};
  for (int sq = 0; sq < 64; ++sq)
    centrality[static_cast<size_t>(sq)] = centre_closeness(8, 8, sq % 8, sq / 8);
  for (size_t type = 0; type < kinds.size(); ++type) {
    const size_t k = static_cast<size_t>(kinds[type]);
    value[type] = params.value[k];
    mobility[type] = params.mobility[k];
    const auto terms = square_terms_8x8(params, kinds[type], type == 0);
    for (size_t c = 0; c < 2; ++c) square_score[c][type] = terms[c];
  }
}

int full_phase_material(const Rules& rules, const EvalParams& params) {
  // The phase counts non-pawn, non-royal material as in the start position.
  int material = 0;
  for (int k = kind_index(PieceKind::King); k < kPieceKindCount; ++k) {
    const PieceDef& d = rules.def(static_cast<PieceKind>(k));
    if (!rules.uses(static_cast<PieceKind>(k)) || d.pawn || d.royal) continue;
    material += params.value[k];
  }
  // Each used kind once per side is a rough stand-in for the start's material; the phase is clamped.
  return std::max(1, material);
}

int BoardEvaluator::attackers_of(const Position& pos, Square target, Colour by) const {
  int n = 0;
  for (Square s : pos.geometry().squares()) {
    const Piece p = pos.at(s);
    if (p.is_unit() && p.colour() == by && s != target && rules_.attacks(pos, s, target)) ++n;
  }
  return n;
}

int BoardEvaluator::safe_neighbours(const Position& pos, Square s, Colour owner) const {
  const Geometry& geo = pos.geometry();
  int n = 0;
  for (int df = -1; df <= 1; ++df)
    for (int dr = -1; dr <= 1; ++dr) {
      if (df == 0 && dr == 0) continue;
      const Square to = geo.offset(s, df, dr);
      if (to.is_none()) continue;
      const Piece p = pos.at(to);
      if (p.is_hole() || (p.is_unit() && p.colour() == owner)) continue;
      if (!rules_.is_attacked(pos, to, opposite(owner))) ++n;
    }
  return n;
}

int BoardEvaluator::mobility_of(const Position& pos, Square from, Piece p) const {
  const PieceDef& d = rules_.def(p.kind());
  const Geometry& geo = pos.geometry();
  const int forward = p.colour() == Colour::Black ? -1 : 1;
  int count = 0;
  if (d.special) {
    // Rococo's units (but the king and the cannon pawn) move like queens: count the empty squares of
    // the eight lines and the units that end them.
    for (int df = -1; df <= 1; ++df)
      for (int dr = -1; dr <= 1; ++dr) {
        if (df == 0 && dr == 0) continue;
        Square s = geo.offset(from, df, dr);
        while (s.is_some() && pos.at(s).is_empty()) {
          ++count;
          s = geo.offset(s, df, dr);
        }
      }
    return count;
  }
  for (const WalkPart& part : d.parts) {
    if (part.mode == StepMode::CaptureOnly) continue;
    for (Vec v : part.vectors) {
      const int df = v.df, dr = v.dr * forward;
      Square s = geo.offset(from, df, dr);
      if (part.step == StepKind::Leap) {
        if (s.is_some() && !(pos.at(s).is_unit() && pos.at(s).colour() == p.colour()) && !pos.at(s).is_hole())
          ++count;
        continue;
      }
      if (part.step != StepKind::Ride) continue;  // (hoppers and zigzags: not counted)
      while (s.is_some()) {
        const Piece q = pos.at(s);
        if (!q.is_empty()) {
          if (q.is_unit() && q.colour() != p.colour()) ++count;
          break;
        }
        ++count;
        s = geo.offset(s, df, dr);
      }
    }
  }
  return count;
}

int BoardEvaluator::evaluate(const Position& pos) const {
  const Geometry& geo = pos.geometry();
  int material[2] = {0, 0}, positional[2] = {0, 0}, non_pawn[2] = {0, 0};
  Square kings[2] = {Square::none(), Square::none()};
  for (Square s : geo.squares()) {
    const Piece p = pos.at(s);
    if (!p.is_unit() || p.colour() == Colour::Neutral) continue;
    const int c = index_of(p.colour());
    const int k = kind_index(p.kind());
    material[c] += params_.value[k];
    const PieceDef& d = rules_.def(p.kind());
    if (!d.pawn && !d.royal) non_pawn[c] += params_.value[k];
    if (config_.material_only) continue;
    if (d.royal) {
      if (p.kind() == PieceKind::King) kings[c] = s;
      continue;
    }
    int score = params_.centre[k] * centrality_[s.index()];
    if (d.pawn) {
      score += params_.pawn_advance[std::min(geo.relative_rank(s, p.colour()), 15)];
    } else if (params_.mobility[k]) {
      score += params_.mobility[k] * mobility_of(pos, s, p) / 10;
    }
    positional[c] += score;
  }
  int total = material[0] - material[1];
  if (!config_.material_only) {
    // Phase: how much non-pawn material is left (0 = bare ending, 256 = all of it).
    const int phase = game_phase(non_pawn[0], non_pawn[1], full_phase_);
    for (int c = 0; c < 2; ++c) {
      if (kings[c].is_none()) continue;
      const int centre = centrality_[kings[c].index()];
      const int king_score = (params_.king_centre_opening * centre * phase +
                              params_.king_centre_ending * centre * (256 - phase)) /
                             256;
      positional[c] += king_score;
    }
    total += positional[0] - positional[1] + variant_terms(pos, phase);
  }
  const int side_score = pos.side_to_move() == Colour::Black ? -total : total;
  return side_score + (config_.material_only ? 0 : params_.tempo);
}

}  // namespace nightrider
