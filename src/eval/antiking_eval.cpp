// Anti-King Chess I and II: the orthodox terms plus the royal ideas of the game. A side loses when its
// anti-king stands unattacked with no way to fix it, or its king is mated; so each anti-king wants
// several enemy attackers (one lost attacker must not leave it "in check") and squares to step to that
// are still attacked, and each king wants the usual safe squares around it.
#include "eval/board_evaluator.h"

namespace nightrider {
namespace {

class AntiKingEvaluator final : public BoardEvaluator {
 public:
  using BoardEvaluator::BoardEvaluator;

 protected:
  int variant_terms(const Position& pos, int) const override {
    const AntiKingWeights w;
    const Geometry& geo = pos.geometry();
    int score = 0;
    for (int c = 0; c < 2; ++c) {
      const Colour side = static_cast<Colour>(c), enemy = opposite(side);
      int term = 0;
      const Square anti = pos.anti_king(side);
      if (anti.is_some()) {
        const int attackers = std::min(attackers_of(pos, anti, enemy), 3);
        term += w.attacker_bonus[attackers];
        int steps = 0;
        for (int df = -1; df <= 1; ++df)
          for (int dr = -1; dr <= 1; ++dr) {
            const Square to = geo.offset(anti, df, dr);
            if ((df || dr) && to.is_some() && pos.at(to).is_empty() && rules_.is_attacked(pos, to, enemy))
              ++steps;
          }
        term += w.attacked_step * steps;
        if (attackers <= 1) term -= w.cornered * (3 - std::min(steps, 3));
      }
      const Square king = pos.king(side);
      if (king.is_some()) {
        const int escapes = safe_neighbours(pos, king, side);
        term += w.king_escape * escapes - (escapes == 0 ? w.king_no_escape : 0);
      }
      score += c == 0 ? term : -term;
    }
    return score;
  }
};

}  // namespace

std::unique_ptr<Evaluator> make_antiking_evaluator(const Rules& rules, const EvalConfig& config) {
  EvalParams params = orthodox_params();
  // The anti-king's own walk gives it no material value: it is royal.
  return std::make_unique<AntiKingEvaluator>(rules, config, params);
}

}  // namespace nightrider
