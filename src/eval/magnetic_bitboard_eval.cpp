#include "eval/magnetic_bitboard_eval.h"

#include <algorithm>
#include <bit>

#include "variants/bitboard/attacks8.h"
#include "variants/bitboard/orthodox8.h"

namespace nightrider {
namespace {

// The eight lines from a square, as attacks8.h numbers its ray directions.
constexpr int kMagneticLines[8] = {bitboard8::kNorth,     bitboard8::kSouth,     bitboard8::kEast,
                                   bitboard8::kWest,      bitboard8::kNorthEast, bitboard8::kNorthWest,
                                   bitboard8::kSouthEast, bitboard8::kSouthWest};

}  // namespace

MagneticBitboardEvaluator::MagneticBitboardEvaluator(const Rules& rules, const EvalConfig& config)
    : params_(magnetic_params(rules)), material_only_(config.material_only), terms_(params_) {
  full_phase_ = full_phase_material(rules, params_);
}

int MagneticBitboardEvaluator::evaluate(const magnetic_bitboard::Board& b) const {
  using bitboard8::Bitboard;
  using bitboard8::pop_lsb;
  const bitboard8::Tables& t = bitboard8::tables();
  const Bitboard occupied = b.occupancy(0) | b.occupancy(1);
  int material[2] = {0, 0}, positional[2] = {0, 0}, non_pawn[2] = {0, 0};
  // Every square each side attacks (the union of its units' attack sets: a square is attacked by a side
  // exactly when it lies in one of them), for the king's exposure.
  Bitboard attacks[2] = {0, 0};
  for (int c = 0; c < 2; ++c) {
    auto units = [&](int type) { return b.pieces(bitboard8::orthodox_code(c, type)); };
    for (int type = bitboard8::kPawn; type <= bitboard8::kKing; ++type) {
      const int count = std::popcount(units(type));
      material[c] += terms_.value[static_cast<size_t>(type)] * count;
      if (type != bitboard8::kPawn && type != bitboard8::kKing)
        non_pawn[c] += terms_.value[static_cast<size_t>(type)] * count;
    }
    if (material_only_) continue;
    const Bitboard pawns = units(bitboard8::kPawn);
    attacks[c] = c == 0 ? ((pawns & ~bitboard8::kFileA) << 7) | ((pawns & ~bitboard8::kFileH) << 9)
                        : ((pawns & ~bitboard8::kFileA) >> 9) | ((pawns & ~bitboard8::kFileH) >> 7);
    for (Bitboard kings = units(bitboard8::kKing); kings;) attacks[c] |= t.king[pop_lsb(kings)];
    const Bitboard not_own = ~b.occupancy(c);
    const auto& square_score = terms_.square_score[static_cast<size_t>(c)];
    int score = 0;
    for (Bitboard pawns = units(bitboard8::kPawn); pawns;)
      score += square_score[bitboard8::kPawn][static_cast<size_t>(pop_lsb(pawns))];
    // Each piece: its square's term and its mobility (leaps to squares without an own unit; rides up to
    // and including the first enemy unit), truncated per unit as BoardEvaluator does.
    auto add_units = [&](int type, auto reach) {
      const size_t ti = static_cast<size_t>(type);
      for (Bitboard rest = units(type); rest;) {
        const int sq = pop_lsb(rest);
        const Bitboard reached = reach(sq);
        attacks[c] |= reached;
        score += square_score[ti][static_cast<size_t>(sq)] +
                 terms_.mobility[ti] * std::popcount(reached & not_own) / 10;
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
    int terms = 0;
    for (int c = 0; c < 2; ++c) {
      const Bitboard king_bb = b.pieces(bitboard8::orthodox_code(c, bitboard8::kKing));
      if (!king_bb) continue;  // (taken: the game is over)
      const int king = bitboard8::lsb(king_bb), enemy = c ^ 1;
      const int centre = terms_.centrality[static_cast<size_t>(king)];
      positional[c] += (params_.king_centre_opening * centre * phase +
                        params_.king_centre_ending * centre * (256 - phase)) /
                       256;
      // The king's exposure: the squares next to it that the enemy attacks, the enemy units first on a
      // line from it, and the king itself attacked.
      int exposure = weights_.attacked_neighbour * std::popcount(t.king[king] & attacks[enemy]);
      for (const int line : kMagneticLines) {
        const Bitboard hit = t.ray[line][king] & occupied;
        if (hit && (b.occupancy(enemy) & bitboard8::bit(bitboard8::nearest(line, hit))))
          exposure += weights_.line_contact;
      }
      if (attacks[enemy] & bitboard8::bit(king)) exposure += weights_.king_attacked;
      const int term = exposure * (128 + phase) / 384;
      terms += c == 0 ? -term : term;
    }
    total += positional[0] - positional[1] + terms;
  }
  const int side_score = b.side() == 0 ? total : -total;
  return side_score + (material_only_ ? 0 : params_.tempo);
}

}  // namespace nightrider
