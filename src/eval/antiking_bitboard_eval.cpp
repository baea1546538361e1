#include "eval/antiking_bitboard_eval.h"

#include <algorithm>

namespace nightrider {
namespace {

using antiking_board::Bitboard;

// The general core's kind of each board type; the pawn is the rule set's (orthodox or Berolina).
PieceKind antiking_eval_kind(int type, bool berolina) {
  constexpr std::array<PieceKind, antiking_board::kTypeCount> kinds = {
      PieceKind::Pawn,  PieceKind::Knight, PieceKind::Bishop,  PieceKind::Rook,
      PieceKind::Queen, PieceKind::King,   PieceKind::AntiKing};
  if (type == antiking_board::kPawn && berolina) return PieceKind::BerolinaPawn;
  return kinds[static_cast<size_t>(type)];
}

}  // namespace

AntikingBitboardEvaluator::AntikingBitboardEvaluator(const Rules& rules, const EvalConfig& config,
                                                     const antiking_board::Config& board_config)
    : params_(orthodox_params()), board_config_(board_config), material_only_(config.material_only) {
  // (make_antiking_evaluator's parameters are chess's: keep the two in step.)
  full_phase_ = full_phase_material(rules, params_);
  const bool berolina = board_config.pawns == bitboard8::kBerolinaPawn;
  for (int sq = 0; sq < 64; ++sq)
    centrality_[static_cast<size_t>(sq)] = centre_closeness(8, 8, sq % 8, sq / 8);
  for (int type = 0; type < antiking_board::kTypeCount; ++type) {
    const size_t k = static_cast<size_t>(antiking_eval_kind(type, berolina));
    const size_t ti = static_cast<size_t>(type);
    value_[ti] = params_.value[k];
    mobility_[ti] = params_.mobility[k];
    const auto terms =
        square_terms_8x8(params_, antiking_eval_kind(type, berolina), type == antiking_board::kPawn);
    for (size_t c = 0; c < 2; ++c) square_score_[c][ti] = terms[c];
  }
}

int AntikingBitboardEvaluator::evaluate(const antiking_board::Board& b) const {
  using namespace antiking_board;
  const Tables& t = tables();
  const Bitboard occupied = b.occupied();
  int material[2] = {0, 0}, positional[2] = {0, 0}, non_pawn[2] = {0, 0};
  for (int c = 0; c < 2; ++c) {
    const auto& units = b.pieces[static_cast<size_t>(c)];
    for (int type = kPawn; type < kTypeCount; ++type) {
      const size_t ti = static_cast<size_t>(type);
      const int count = std::popcount(units[ti]);
      material[c] += value_[ti] * count;
      if (type != kPawn && type != kKing && type != kAntiKing) non_pawn[c] += value_[ti] * count;
    }
    if (material_only_) continue;
    const Bitboard not_own = ~b.colour[static_cast<size_t>(c)];
    const auto& square_score = square_score_[static_cast<size_t>(c)];
    int score = 0;
    for (Bitboard pawns = units[kPawn]; pawns;)
      score += square_score[kPawn][static_cast<size_t>(pop_lsb(pawns))];
    // Each piece: its square's term and its mobility (leaps to squares without an own unit; rides up
    // to and including the first enemy unit), truncated per unit as BoardEvaluator does.
    auto add_units = [&](int type, auto reach) {
      const size_t ti = static_cast<size_t>(type);
      for (Bitboard rest = units[ti]; rest;) {
        const int sq = pop_lsb(rest);
        score += square_score[ti][static_cast<size_t>(sq)] +
                 mobility_[ti] * std::popcount(reach(sq) & not_own) / 10;
      }
    };
    add_units(kKnight, [&](int sq) { return t.knight[sq]; });
    add_units(kBishop, [&](int sq) { return t.bishop_attacks(sq, occupied); });
    add_units(kRook, [&](int sq) { return t.rook_attacks(sq, occupied); });
    add_units(kQueen, [&](int sq) { return t.queen_attacks(sq, occupied); });
    positional[c] += score;
  }
  int total = material[0] - material[1];
  if (!material_only_) {
    const int phase = game_phase(non_pawn[0], non_pawn[1], full_phase_);
    int terms = 0;
    for (int c = 0; c < 2; ++c) {
      const int enemy = c ^ 1;
      const int king = b.king(c), anti_king = b.anti_king(c);
      const int centre = centrality_[static_cast<size_t>(king)];
      positional[c] += (params_.king_centre_opening * centre * phase +
                        params_.king_centre_ending * centre * (256 - phase)) /
                       256;
      // The anti-king: its enemy attackers (never the enemy king, A14), and the empty squares next to
      // it that the enemy attacks (there the enemy king counts: the square holds no anti-king).
      int term = 0;
      const int guards = std::min(std::popcount(attackers(t, board_config_, b, anti_king, enemy, true)), 3);
      term += weights_.attacker_bonus[guards];
      int steps = 0;
      for (Bitboard near = t.king[anti_king] & ~occupied; near;)
        if (attacked(t, board_config_, b, pop_lsb(near), enemy, occupied, 0, false)) ++steps;
      term += weights_.attacked_step * steps;
      if (guards <= 1) term -= weights_.cornered * (3 - std::min(steps, 3));
      // The king: the squares next to it without an own unit that the enemy does not attack.
      int escapes = 0;
      for (Bitboard near = t.king[king] & ~b.colour[static_cast<size_t>(c)]; near;)
        if (!attacked(t, board_config_, b, pop_lsb(near), enemy, occupied, 0, false)) ++escapes;
      term += weights_.king_escape * escapes - (escapes == 0 ? weights_.king_no_escape : 0);
      terms += c == 0 ? term : -term;
    }
    total += positional[0] - positional[1] + terms;
  }
  const int side_score = b.side == 0 ? total : -total;
  return side_score + (material_only_ ? 0 : params_.tempo);
}

}  // namespace nightrider
