#include "eval/chess_bitboard_eval.h"

#include <algorithm>

#include "variants/bitboard/attacks8.h"
#include "variants/bitboard/orthodox8.h"

namespace nightrider {
namespace {

using bitboard8::Bitboard;

}  // namespace

ChessBitboardEvaluator::ChessBitboardEvaluator(const Rules& rules, const EvalConfig& config,
                                               const ChessWeights& weights)
    : params_(orthodox_params()), weights_(weights), material_only_(config.material_only), terms_(params_) {
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
    // Chess's own terms (chess_terms.h) from the bitboards.
    ChessSummary summary;
    for (int c = 0; c < 2; ++c) {
      const size_t ci = static_cast<size_t>(c);
      for (Bitboard pawns = board.pieces(orthodox_code(c, bitboard8::kPawn)); pawns;) {
        const int sq = bitboard8::pop_lsb(pawns);
        uint16_t& file = summary.pawns[ci][static_cast<size_t>(sq % 8)];
        file = static_cast<uint16_t>(file | 1u << (sq / 8));
      }
      for (Bitboard rooks = board.pieces(orthodox_code(c, bitboard8::kRook)); rooks;)
        ++summary.rooks[ci][static_cast<size_t>(bitboard8::pop_lsb(rooks) % 8)];
      summary.bishops[ci] = bitboard8::popcount(board.pieces(orthodox_code(c, bitboard8::kBishop)));
      if (kings[c] >= 0) {
        summary.king_file[ci] = kings[c] % 8;
        summary.king_rank[ci] = kings[c] / 8;
      }
    }
    const int terms = chess_terms(summary, phase, weights_);
    total += positional[0] - positional[1] + terms;
  }
  const int side_score = board.white_to_move() ? total : -total;
  return side_score + (material_only_ ? 0 : params_.tempo);
}

}  // namespace nightrider
