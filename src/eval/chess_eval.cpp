// Orthodox chess: the common terms plus the bishop pair and a king shelter of pawns.
#include "eval/board_evaluator.h"

namespace nightrider {
namespace {

class ChessEvaluator final : public BoardEvaluator {
 public:
  using BoardEvaluator::BoardEvaluator;

 protected:
  int variant_terms(const Position& pos, int phase) const override {
    const ChessWeights w;
    const Geometry& geo = pos.geometry();
    int bishops[2] = {0, 0};
    for (Square s : geo.squares()) {
      const Piece p = pos.at(s);
      if (p.is_unit() && p.kind() == PieceKind::Bishop && p.colour() != Colour::Neutral)
        ++bishops[index_of(p.colour())];
    }
    int score = (bishops[0] >= 2 ? w.bishop_pair : 0) - (bishops[1] >= 2 ? w.bishop_pair : 0);
    for (int c = 0; c < 2; ++c) {
      const Colour side = static_cast<Colour>(c);
      const Square k = pos.king(side);
      if (k.is_none() || geo.relative_rank(k, side) > 1) continue;
      const int forward = side == Colour::White ? 1 : -1;
      int shelter = 0;
      for (int df = -1; df <= 1; ++df)
        for (int dr = 1; dr <= 2; ++dr) {
          const Square s = geo.offset(k, df, dr * forward);
          if (s.is_some() && pos.at(s) == Piece(PieceKind::Pawn, side)) shelter += dr == 1 ? 2 : 1;
        }
      const int term = w.shelter_pawn * shelter * phase / 512;
      score += c == 0 ? term : -term;
    }
    return score;
  }
};

}  // namespace

std::unique_ptr<Evaluator> make_chess_evaluator(const Rules& rules, const EvalConfig& config) {
  return std::make_unique<ChessEvaluator>(rules, config, orthodox_params());
}

}  // namespace nightrider
