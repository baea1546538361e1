// Orthodox chess: the common terms plus chess's own (chess_terms.h), on any board.
#include "eval/chess_eval.h"

#include "eval/board_evaluator.h"

namespace nightrider {

ChessSummary summarize_chess(const Position& pos) {
  const Geometry& geo = pos.geometry();
  ChessSummary s;
  s.width = geo.width();
  s.height = geo.height();
  for (Square sq : geo.squares()) {
    const Piece p = pos.at(sq);
    if (!p.is_unit() || p.colour() == Colour::Neutral) continue;
    const size_t c = static_cast<size_t>(index_of(p.colour()));
    const size_t file = static_cast<size_t>(sq.file());
    switch (p.kind()) {
      case PieceKind::Pawn:
        s.pawns[c][file] = static_cast<uint16_t>(s.pawns[c][file] | 1u << sq.rank());
        break;
      case PieceKind::Rook:
        ++s.rooks[c][file];
        break;
      case PieceKind::Bishop:
        ++s.bishops[c];
        break;
      default:
        break;
    }
  }
  for (int c = 0; c < 2; ++c) {
    const Square k = pos.king(static_cast<Colour>(c));
    if (k.is_none()) continue;
    s.king_file[static_cast<size_t>(c)] = k.file();
    s.king_rank[static_cast<size_t>(c)] = k.rank();
  }
  return s;
}

namespace {

class ChessEvaluator final : public BoardEvaluator {
 public:
  ChessEvaluator(const Rules& rules, const EvalConfig& config, const ChessWeights& weights)
      : BoardEvaluator(rules, config, orthodox_params()), weights_(weights) {}

 protected:
  int variant_terms(const Position& pos, int phase) const override {
    return chess_terms(summarize_chess(pos), phase, weights_);
  }

 private:
  ChessWeights weights_;
};

}  // namespace

std::unique_ptr<Evaluator> make_chess_evaluator(const Rules& rules, const EvalConfig& config) {
  return make_chess_evaluator(rules, config, ChessWeights{});
}

std::unique_ptr<Evaluator> make_chess_evaluator(const Rules& rules, const EvalConfig& config,
                                                const ChessWeights& weights) {
  return std::make_unique<ChessEvaluator>(rules, config, weights);
}

}  // namespace nightrider
