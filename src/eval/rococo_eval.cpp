// Rococo: material, mobility along the queen lines every unit but king and pawn moves on, and the
// activity of the pieces that capture in unusual ways: the immobilizer freezes the enemy units next to
// it, the long leaper threatens every enemy unit on its lines with an empty square behind, the cannon
// pawn gains by advancing.
#include "eval/board_evaluator.h"
#include "pieces/rococo/rococo.h"

namespace nightrider {
namespace {

class RococoEvaluator final : public BoardEvaluator {
 public:
  using BoardEvaluator::BoardEvaluator;

 protected:
  int variant_terms(const Position& pos, int) const override {
    const RococoWeights w;
    const Geometry& geo = pos.geometry();
    int score = 0;
    for (Square s : geo.squares()) {
      const Piece p = pos.at(s);
      if (!p.is_unit() || p.colour() == Colour::Neutral) continue;
      const Colour side = p.colour(), enemy = opposite(side);
      int term = 0;
      if (p.kind() == PieceKind::Immobilizer && !rococo::is_frozen(pos, s)) {
        for (int df = -1; df <= 1; ++df)
          for (int dr = -1; dr <= 1; ++dr) {
            const Square n = geo.offset(s, df, dr);
            if ((df || dr) && n.is_some() && pos.at(n).is_unit() && pos.at(n).colour() == enemy &&
                !rules_.def(pos.at(n).kind()).royal)
              term += piece_value(pos.at(n).kind()) * w.frozen_unit_percent / 100;
            else if ((df || dr) && n.is_some() && pos.at(n) == Piece(PieceKind::King, enemy))
              term += w.frozen_king;  // a frozen king cannot run
          }
      } else if (p.kind() == PieceKind::LongLeaper) {
        for (int df = -1; df <= 1; ++df)
          for (int dr = -1; dr <= 1; ++dr) {
            if (!df && !dr) continue;
            Square t = geo.offset(s, df, dr);
            while (t.is_some() && pos.at(t).is_empty()) t = geo.offset(t, df, dr);
            if (t.is_none() || !pos.at(t).is_unit() || pos.at(t).colour() != enemy) continue;
            const Square land = geo.offset(t, df, dr);
            if (land.is_some() && pos.at(land).is_empty()) term += w.leaper_target;
          }
      } else if (p.kind() == PieceKind::King) {
        // Room around the king, and enemy units close to it. (Testing each neighbour for attacks would
        // scan the whole board per square: every Rococo unit has a special walk.)
        for (int df = -2; df <= 2; ++df)
          for (int dr = -2; dr <= 2; ++dr) {
            const Square n = geo.offset(s, df, dr);
            if (n.is_none() || (!df && !dr)) continue;
            const Piece q = pos.at(n);
            const bool adjacent = df >= -1 && df <= 1 && dr >= -1 && dr <= 1;
            if (adjacent && q.is_empty() && !geo.in_region(n, kRegionEdge)) term += w.king_escape;
            if (q.is_unit() && q.colour() == enemy) term -= w.enemy_near_king;
          }
      }
      score += side == Colour::White ? term : -term;
    }
    return score;
  }
};

}  // namespace

EvalParams rococo_params() {
  EvalParams p;
  // Values fitted on 300 self-play games (26,066 positions; tools/fit_piece_values.cpp, docs/engine.md),
  // rounded; the cannon pawn is the unit.
  p.set(PieceKind::CannonPawn, 100, 0, 4);
  p.set(PieceKind::Chameleon, 710, 20, 3);
  p.set(PieceKind::Swapper, 750, 15, 2);
  p.set(PieceKind::LongLeaper, 1140, 25, 3);
  p.set(PieceKind::PushmePullyu, 1180, 25, 3);
  p.set(PieceKind::Immobilizer, 1390, 20, 6);
  p.pawn_advance = {0, 0, 0, 5, 10, 18, 28, 40, 40, 0, 0, 0, 0, 0, 0, 0};
  p.king_centre_opening = -4;
  p.king_centre_ending = 6;
  return p;
}

std::unique_ptr<Evaluator> make_rococo_evaluator(const Rules& rules, const EvalConfig& config) {
  return std::make_unique<RococoEvaluator>(rules, config, rococo_params());
}

}  // namespace nightrider
