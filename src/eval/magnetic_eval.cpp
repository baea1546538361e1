// Magnetic and Anti-Magnetic Chess: the game is won by capturing the king, and every move sets off a
// field that pulls or pushes units along the lines of the unit that moved. So a king is exposed by the
// enemy units that attack the squares around it and by the enemy units in open line contact with it,
// which a field can draw closer.
#include "eval/board_evaluator.h"

namespace nightrider {
namespace {

class MagneticEvaluator final : public BoardEvaluator {
 public:
  using BoardEvaluator::BoardEvaluator;

 protected:
  int variant_terms(const Position& pos, int phase) const override {
    const MagneticWeights w;
    const Geometry& geo = pos.geometry();
    int score = 0;
    for (int c = 0; c < 2; ++c) {
      const Colour side = static_cast<Colour>(c), enemy = opposite(side);
      const Square king = pos.king(side);
      if (king.is_none()) continue;
      int exposure = 0;
      for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr) {
          if (!df && !dr) continue;
          const Square to = geo.offset(king, df, dr);
          if (to.is_some() && rules_.is_attacked(pos, to, enemy)) exposure += w.attacked_neighbour;
          Square s = to;
          while (s.is_some() && pos.at(s).is_empty()) s = geo.offset(s, df, dr);
          if (s.is_some() && pos.at(s).is_unit() && pos.at(s).colour() == enemy) exposure += w.line_contact;
        }
      if (rules_.is_attacked(pos, king, enemy)) exposure += w.king_attacked;
      const int term = exposure * (128 + phase) / 384;
      score += c == 0 ? -term : term;
    }
    return score;
  }
};

}  // namespace

EvalParams magnetic_params(const Rules& rules) {
  EvalParams params = orthodox_params();
  // Values fitted on 300 self-play games per variant (tools/fit_piece_values.cpp, docs/engine.md),
  // rounded: the field makes pieces worth far less against pawns than in chess.
  auto value = [&params](PieceKind k) -> int& { return params.value[static_cast<int>(k)]; };
  const bool like_attract = rules.name() == "antimagnetic";
  value(PieceKind::Knight) = like_attract ? 115 : 105;
  value(PieceKind::Bishop) = like_attract ? 190 : 120;
  value(PieceKind::Rook) = like_attract ? 285 : 205;
  value(PieceKind::Queen) = like_attract ? 505 : 290;
  params.king_centre_opening = -12;  // the king is the prize: keep it away from the centre's lines
  return params;
}

std::unique_ptr<Evaluator> make_magnetic_evaluator(const Rules& rules, const EvalConfig& config) {
  return std::make_unique<MagneticEvaluator>(rules, config, magnetic_params(rules));
}

}  // namespace nightrider
