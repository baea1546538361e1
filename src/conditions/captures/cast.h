// CAST chess (Popeye `CASTChess`, French `CASTEchecs`, German `CASTSchach`; "captures alone, single
// take"): a unit that could take more than one unit may take none of them; it checks only when it could
// take at most one unit. With `Inverse` (French `Invverse`, German `Invers`, as Popeye spells them) the
// other way round: a unit takes, and checks, only when it could take two units or more.
//
// As Popeye 4.104 counts them (conditions/cast.c, read, not copied): the captures counted are the unit's
// own walk's on the board before the move, told apart by the square of the unit taken (a pawn's
// promotions by one capture are one capture, Popeye promoting after generation; en passant counts its
// pawn's square); a king in check is one of the units the checking unit could take. The count is asked
// for check (and castling's squares), not for the other observations (paralysis).
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class CastChess final : public RuleModule {
 public:
  explicit CastChess(bool inverse) : inverse_(inverse) {}
  const char* name() const override { return inverse_ ? "CASTChess Inverse" : "CASTChess"; }
  unsigned hooks() const override { return kHookFilter | kHookObservation; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  ObservationLevel observation_level() const override { return ObservationLevel::Observer; }

 private:
  bool may_take(const Position& pos, const Rules& rules, Square unit) const;
  bool inverse_;
};

// How many different units the unit on `from` could take by its own walk (counting stops at 2).
int cast_capture_count(const Position& pos, const Rules& rules, Square from);

void apply_cast_chess(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& cast_chess_condition();

}  // namespace nightrider::conditions
