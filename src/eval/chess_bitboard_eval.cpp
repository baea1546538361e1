#include "eval/chess_bitboard_eval.h"

#include <algorithm>

#include "variants/bitboard/attacks8.h"
#include "variants/bitboard/orthodox8.h"

namespace nightrider {
namespace {

using bitboard8::Bitboard;

}  // namespace

ChessBitboardEvaluator::ChessBitboardEvaluator(const Rules& rules, const EvalConfig& config)
    : params_(orthodox_params()), material_only_(config.material_only), terms_(params_) {
  full_phase_ = full_phase_material(rules, params_);
}

int ChessBitboardEvaluator::evaluate(const bitboard::Board& board) const {
  using bitboard8::orthodox_code;
  const Bitboard occupied = board.occupancy(true) | board.occupancy(false);
  int material[2] = {0, 0}, positional[2] = {0, 0}, non_pawn[2] = {0, 0};
  int kings[2] = {-1, -1};
  const bitboard8::Tables& t = bitboard8::tables();
  for (int c = 0; c < 2; ++c) {
    const Bitboard not_own = ~board.occupancy(c == 0);
    for (int type = bitboard8::kPawn; type <= bitboard8::kKing; ++type) {
      const int count = bitboard8::popcount(board.pieces(orthodox_code(c, type)));
      const size_t ti = static_cast<size_t>(type);
      material[c] += terms_.value[ti] * count;
      if (type != bitboard8::kPawn && type != bitboard8::kKing) non_pawn[c] += terms_.value[ti] * count;
    }
    if (material_only_) continue;
    const Bitboard king = board.pieces(orthodox_code(c, bitboard8::kKing));
    if (king) kings[c] = bitboard8::lsb(king);
    const auto& square_score = terms_.square_score[static_cast<size_t>(c)];
    int score = 0;
    // Each unit: its square's term and its mobility, the squares it could go to or take on (leaps to
    // squares without an own unit; rides up to and including the first enemy unit), weighted per unit
    // and truncated as BoardEvaluator does. One loop per type, so that no unit asks what it is.
    for (Bitboard units = board.pieces(orthodox_code(c, bitboard8::kPawn)); units;)
      score += square_score[bitboard8::kPawn][static_cast<size_t>(bitboard8::pop_lsb(units))];
    auto add_units = [&](int type, auto reach) {
      const size_t ti = static_cast<size_t>(type);
      for (Bitboard units = board.pieces(orthodox_code(c, type)); units;) {
        const int sq = bitboard8::pop_lsb(units);
        score += square_score[ti][static_cast<size_t>(sq)] +
                 terms_.mobility[ti] * bitboard8::popcount(reach(sq) & not_own) / 10;
      }
    };
    add_units(bitboard8::kKnight, [&](int sq) { return t.knight[sq]; });
    add_units(bitboard8::kBishop, [&](int sq) { return t.bishop_attacks(sq, occupied); });
    add_units(bitboard8::kRook, [&](int sq) { return t.rook_attacks(sq, occupied); });
    add_units(bitboard8::kQueen, [&](int sq) { return t.queen_attacks(sq, occupied); });
    positional[c] += score;
  }
  int total = material[0] - material[1];
  if (!material_only_) {
    const int phase = game_phase(non_pawn[0], non_pawn[1], full_phase_);
    for (int c = 0; c < 2; ++c) {
      if (kings[c] < 0) continue;
      const int centre = terms_.centrality[static_cast<size_t>(kings[c])];
      positional[c] += (params_.king_centre_opening * centre * phase +
                        params_.king_centre_ending * centre * (256 - phase)) /
                       256;
    }
    // Chess's terms (chess_eval.cpp): the bishop pair, and pawns in front of a king on its first two ranks.
    int terms = 0;
    for (int c = 0; c < 2; ++c) {
      const int sign = c == 0 ? 1 : -1;
      if (bitboard8::popcount(board.pieces(orthodox_code(c, bitboard8::kBishop))) >= 2)
        terms += sign * weights_.bishop_pair;
      const int k = kings[c];
      if (k < 0) continue;
      const int file = k % 8, rank = k / 8;
      if ((c == 0 ? rank : 7 - rank) > 1) continue;
      const Bitboard pawns = board.pieces(orthodox_code(c, bitboard8::kPawn));
      int shelter = 0;
      for (int df = -1; df <= 1; ++df)
        for (int dr = 1; dr <= 2; ++dr) {
          const int f = file + df, r = rank + dr * sign;
          if (f < 0 || f > 7 || r < 0 || r > 7) continue;
          if (pawns & bitboard8::bit(r * 8 + f)) shelter += dr == 1 ? 2 : 1;
        }
      terms += sign * (weights_.shelter_pawn * shelter * phase / 512);
    }
    total += positional[0] - positional[1] + terms;
  }
  const int side_score = board.white_to_move() ? total : -total;
  return side_score + (material_only_ ? 0 : params_.tempo);
}

}  // namespace nightrider
