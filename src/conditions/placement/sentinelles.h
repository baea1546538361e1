// Sentinelles (Popeye `Sentinelles`, WinChloe "Sentinelles"): a unit other than a pawn that leaves a
// square off the first and last ranks leaves a pawn of its side there, if the square is still empty
// at the end of the move and the side has fewer than eight pawns (sixteen in all, or the
// `MaximumTotal n` given). `PionAdvers`: the pawn is the other side's; `PionNeutre`: a neutral unit
// leaves a neutral pawn (another unit a pawn of its side), as Popeye plays them. Kings leave pawns too.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

struct SentinellesOptions {
  // Neutral: Popeye's PionNeutre, a neutral unit leaves a neutral pawn (the others their own);
  // AnyNeutral: WinChloe's "en Pion neutre", every unit leaves a neutral pawn, fewer than 8 of them.
  enum class Pawn : uint8_t { Own, Adverse, Neutral, AnyNeutral } pawn = Pawn::Own;
  int maximum_per_side = 8;
  int maximum_total = 16;
};

class Sentinelles final : public RuleModule {
 public:
  const char* effect_words() const override { return "sentinel"; }
  explicit Sentinelles(SentinellesOptions options) : options_(options) {}
  const char* name() const override { return "sentinelles"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;

 private:
  SentinellesOptions options_;
};

// Sentinelles [PionAdvers | PionNeutre] [MaximumTotal n] [MaximumWhite n] [MaximumBlack n].
void apply_sentinelles(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& sentinelles_condition();

}  // namespace nightrider::conditions
