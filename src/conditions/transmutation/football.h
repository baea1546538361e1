// Football chess (Popeye `Football`, German `Fussball`, French `Football`) with its substitutes listed
// (`Football R S`): a unit other than a royal one that arrives on the a- or h-file may be exchanged
// for a listed walk, or stay what it is (the mover's choice, one move each). The choices come in
// Popeye's order (conditions/football.c, read, not copied): the unit's own walk first where it is not
// listed, then the listed walks in Popeye's order of its walks, written as Popeye writes the change,
// `Be4-a8=R`, after a promotion too, `b7*a8=Q=R`. The change is the first effect after the move's own
// action (before an AntiCirce rebirth: `Bf6*a1=S[bSa1->b8]`).
//
// Not yet: Football without a list (Popeye's bench of every walk that may appear in the problem), and
// kings or pawns among the substitutes; each refused by name.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class FootballChess final : public RuleModule {
 public:
  // The choice: 0 the unit stays as it is (or it is not on its bench), else 1 + the index of the
  // substitute among `substitutes`.
  static constexpr int kBits = 5;
  // `substitutes`: the listed walks in Popeye's order.
  FootballChess(ChoiceSlot slot, std::vector<PieceKind> substitutes)
      : slot_(slot), substitutes_(std::move(substitutes)) {}
  const char* name() const override { return "Football"; }
  const char* effect_words() const override { return "Football substitution"; }
  unsigned hooks() const override { return kHookChoice | kHookAfterMove; }
  void choices(const Position& after, const Rules& rules, const Move& m,
               std::vector<uint32_t>& values) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

 private:
  // Where the unit `m` moved stands after the move's own action (none: it left the board), and whether
  // it may be substituted there (not royal, on the a- or h-file).
  Square substituted_square(const Position& after, const Rules& rules, const Move& m) const;
  ChoiceSlot slot_;
  std::vector<PieceKind> substitutes_;
};

// Football followed by English Popeye piece codes (conditions/registry).
void apply_football(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& football_condition();

}  // namespace nightrider::conditions
