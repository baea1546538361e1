// The evaluation every variant builds on: material, piece-square centralisation, pawn advance, mobility
// and a tempo bonus, all weighted by one EvalParams table per variant. Variant evaluators add their own
// ideas (royal safety, field exposure, Rococo's activity terms) in variant_terms.
#pragma once

#include <algorithm>
#include <array>

#include "eval/evaluator.h"

namespace nightrider {

// Every tunable number of one variant's evaluation, in centipawns.
struct EvalParams {
  std::array<int, kPieceKindCount> value{};     // material
  std::array<int, kPieceKindCount> mobility{};  // per reachable square, in tenths of a centipawn
  std::array<int, kPieceKindCount> centre{};    // per step closer to the centre
  std::array<int, 16> pawn_advance{};           // by relative rank
  int king_centre_opening = -8;  // per step closer to the centre while the enemy has heavy material
  int king_centre_ending = 8;    // per step closer to the centre in the ending
  int tempo = 10;
  int null_move = 1;  // 1: null-move pruning is sound in this variant

  void set(PieceKind kind, int piece_value, int mobility_weight, int centre_weight) {
    value[static_cast<int>(kind)] = piece_value;
    mobility[static_cast<int>(kind)] = mobility_weight;
    centre[static_cast<int>(kind)] = centre_weight;
  }
};

class BoardEvaluator : public Evaluator {
 public:
  BoardEvaluator(const Rules& rules, const EvalConfig& config, const EvalParams& params);
  int evaluate(const Position& pos) const override;
  int piece_value(PieceKind kind) const override { return params_.value[static_cast<int>(kind)]; }
  bool null_move_allowed() const override { return params_.null_move != 0; }

 protected:
  // The variant's own terms, White minus Black, in centipawns. `phase` runs from 0 (bare ending) to 256
  // (all pieces on the board).
  virtual int variant_terms(const Position&, int /*phase*/) const { return 0; }

  // Helpers for variant terms.
  int attackers_of(const Position& pos, Square target, Colour by) const;  // units of `by` that attack it
  // Squares next to `s` (king steps) that a unit of colour `owner` could step to and that `enemy` does
  // not attack.
  int safe_neighbours(const Position& pos, Square s, Colour owner) const;
  // Steps from `s` to the centre of the board, as a "closeness" 0 (corner) .. max.
  int centrality(Square s) const { return centrality_[s.index()]; }

  const Rules& rules_;
  EvalConfig config_;
  EvalParams params_;

 private:
  int mobility_of(const Position& pos, Square from, Piece p) const;
  std::array<int, Square::kIndexSpace> centrality_{};
  int full_phase_ = 1;
};

// Chess's numbers, the starting point of the variants on the orthodox army.
EvalParams orthodox_params();

// The anti-king games' own terms (antiking_eval.cpp and, on the fast board, antiking_bitboard_eval).
struct AntiKingWeights {
  // Indexed by the number of enemy units attacking the side's own anti-king (0, 1, 2, 3+).
  int attacker_bonus[4] = {-90, -50, -10, 10};
  int attacked_step = 8;  // per neighbouring square the anti-king could step to and stay attacked
  // With a single attacker the enemy "checks" by moving it away; fewer than three attacked squares to
  // step to then means a mating net: per missing square.
  int cornered = 25;
  int king_escape = 5;      // per safe square next to the king
  int king_no_escape = 30;  // extra penalty for a king with no safe square at all
};

// Magnetic and Anti-Magnetic Chess's own terms (magnetic_eval.cpp and, on the fast board,
// magnetic_bitboard_eval).
struct MagneticWeights {
  int attacked_neighbour = 12;  // per square next to the king that the enemy attacks
  int line_contact = 15;        // per enemy unit that is the first unit on a line from the king
  int king_attacked = 60;       // the king itself attacked (its side must answer at once)
};
// Their parameters (`rules`: magnetic or antimagnetic).
EvalParams magnetic_params(const Rules& rules);

// Rococo's own terms (rococo_eval.cpp and, on the fast board, rococo_board_eval).
struct RococoWeights {
  int frozen_unit_percent = 25;  // of the frozen enemy unit's value, per unit next to our immobilizer
  int frozen_king = 40;          // an enemy king next to our immobilizer (a frozen king cannot run)
  int leaper_target = 12;        // per enemy unit the long leaper could jump
  int king_escape = 4;           // per empty square next to the king (off the edge ring)
  int enemy_near_king = 6;       // per enemy unit within two squares of the king
};
// Its parameters.
EvalParams rococo_params();

// The non-pawn, non-royal material of one of each kind the rule set uses: the phase's full scale.
int full_phase_material(const Rules& rules, const EvalParams& params);
// Closeness of a square to the centre of a width x height board: 0 in a corner, more towards the middle.
int centre_closeness(int width, int height, int file, int rank);
// The game's phase from both sides' non-pawn, non-royal material: 256 with all of it on the board (or
// more), towards 0 in the ending. Every evaluator uses it, so that the fast ones equal the general one.
inline int game_phase(int white_non_pawn, int black_non_pawn, int full_phase) {
  return std::min(256, (white_non_pawn + black_non_pawn) * 256 / std::max(1, full_phase * 2));
}
// The square terms of one kind on an 8x8 bitboard (square = rank * 8 + file), White's [0] and Black's
// [1]: the kind's centre weight times the square's closeness to the centre and, for a pawn type, its
// advance by relative rank. The fast boards' evaluators share it, so that each equals the general one.
std::array<std::array<int, 64>, 2> square_terms_8x8(const EvalParams& params, PieceKind kind, bool pawn);
// The tables of the evaluators on the 8x8 bitboard boards of the orthodox unit types, P N B R Q K
// (chess, Magnetic): value, mobility and square terms by type, and each square's centrality.
struct OrthodoxTerms8x8 {
  explicit OrthodoxTerms8x8(const EvalParams& params);
  std::array<int, 64> centrality{};
  std::array<int, 6> value{}, mobility{};  // by orthodox type (P N B R Q K)
  // A unit's square term by colour, type and square: centralisation, and a pawn's advance.
  std::array<std::array<std::array<int, 64>, 6>, 2> square_score{};
};

// The evaluators of the variant families (one file each).
std::unique_ptr<Evaluator> make_chess_evaluator(const Rules& rules, const EvalConfig& config);
std::unique_ptr<Evaluator> make_antiking_evaluator(const Rules& rules, const EvalConfig& config);
std::unique_ptr<Evaluator> make_magnetic_evaluator(const Rules& rules, const EvalConfig& config);
std::unique_ptr<Evaluator> make_rococo_evaluator(const Rules& rules, const EvalConfig& config);

}  // namespace nightrider
