// BGL (Popeye `BGL`, after Petko Petkov): each side has a budget of distance, in units of a square's
// side. A move costs the distance between its departure and arrival squares (the king's for castling),
// 100 x sqrt(dx^2 + dy^2) rounded to hundredths, as Popeye counts it; a side may not make a move that
// costs more than it has left, and its units observe (check) only squares within the budget left.
// `BGL x` gives both sides one budget that every move of either side spends; `BGL x y` gives White x
// and Black y, each spent by that side's moves; `-` is no budget (no limit). The numbers may have two
// decimals ("4.5", "27,42").
//
// What a side has spent is rule state: rule-state flags (Position::rule_flag), as many as its budget
// in hundredths needs bits, hashed and written in FEN (`@N`). A move's text ends with the budgets left,
// as Popeye writes them: "Kd1-c1 (6/3)", "(26.42)" with one budget; a side without a budget writes
// nothing after its moves.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class Bgl final : public RuleModule {
 public:
  // A side's budget in hundredths, or kNoBudget.
  static constexpr long kNoBudget = -1;
  // `budgets`: by colour (White, Black); `shared`: one budget both sides spend (then both equal).
  // `first_flag`: the first of the rule-state flags holding what is spent (White's, then Black's unless
  // shared), `bits`: how many each counter has.
  Bgl(std::array<long, 2> budgets, bool shared, int first_flag, std::array<int, 2> bits)
      : budgets_(budgets), shared_(shared), first_flag_(first_flag), bits_(bits) {}
  const char* name() const override { return "BGL"; }
  unsigned hooks() const override { return kHookFilter | kHookAfterMove | kHookObservation; }
  bool admits(const Position& pos, const Rules& rules, const Move& m) const override;
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool after_move_brings_units() const override { return false; }
  bool observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const override;
  ObservationLevel observation_level() const override { return ObservationLevel::Observation; }
  std::string state_note(const Position& after, Colour mover) const override;

  // The cost of going from `from` to `to`, in hundredths.
  static long cost(Square from, Square to);
  // A budget as Popeye writes it: "6", "4.5", "3.09", "-".
  static std::string budget_text(long hundredths);
  // The budget `c` has left on `pos`, or kNoBudget.
  long left(const Position& pos, Colour c) const;

 private:
  int counter(Colour c) const { return shared_ || c == Colour::White ? 0 : 1; }
  int counter_flag(int counter) const { return first_flag_ + (counter == 0 ? 0 : bits_[0]); }
  long spent(const Position& pos, int counter) const;
  std::array<long, 2> budgets_;
  bool shared_;
  int first_flag_;
  std::array<int, 2> bits_;
};

// BGL [x [y]] (conditions/registry).
void apply_bgl(Rules& rules, const std::vector<std::string>& arguments);

// Its names and declarations (conditions/condition_entry.h), listed by conditions/registry.cpp.
const ConditionEntry& bgl_condition();

}  // namespace nightrider::conditions
