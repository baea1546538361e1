// Wormholes (Popeye `Wormholes <squares>`, French `TrousDeVer`, German `Wurmloecher`): a unit whose
// move arrives on a wormhole goes on, as part of the move, to another wormhole of the mover's choice
// that is empty once the move is made ("0-0[wKg1->d4]"); with none the move is illegal. It may not go
// back to the square it left unless its move took or promoted (else the move would be a null move). A
// pawn that goes on to its last rank promotes there ("a3-a4[wPa4->f8=Q]"; a neutral pawn by the
// mover's rank); one that arrives on its last rank promotes first ("f7-f8=Q[wQf8->d1]"). A pawn that
// made its double step onto a wormhole is taken en passant where it went. A unit observes (checks) a
// unit standing on a wormhole only if it stands on a wormhole itself or another wormhole is empty; the
// paralysis and support tests (Madrasi, Patrouille) do not ask this, as in Popeye. A pawn on its own
// first rank moves one step from there only if it stands on a wormhole, but observes from any.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Wormholes final : public RuleModule {
 public:
  Wormholes(std::vector<Square> squares, ChoiceSlot slot, int square_bits, bool base_rank_pawns_still)
      : squares_(std::move(squares)), slot_(slot), square_bits_(square_bits), still_(base_rank_pawns_still) {}
  const char* name() const override { return "wormholes"; }
  unsigned hooks() const override {
    return kHookChoice | kHookAfterMove | kHookObservation | (still_ ? kHookFilter : 0u);
  }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void choices(const Position& after, const Rules& rules, const Move& m, std::vector<uint32_t>& values) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;

 private:
  bool wormhole(Square s) const;
  std::vector<Square> squares_;  // in Popeye's order: a1, b1 … h1, a2 …
  ChoiceSlot slot_;              // the wormhole's index + 1, then the promotion's index + 1
  int square_bits_;
  // Pawns on their own first rank stand still (Popeye's problems) except on a wormhole, where they step
  // on (and take); all of them observe from there, as in Popeye.
  bool still_;
};

void apply_wormholes(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& wormholes_condition();

}  // namespace nightrider::conditions
