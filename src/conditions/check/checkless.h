// Checkless chess (Popeye `ChecklessChess`, French `SansEchecs`, German `OhneSchach`; seed 68 "Sans
// échec"): a move that gives check is illegal unless it mates.
//
// "Mates" is Popeye's reading (conditions/ohneschach.c): the checked side is immobile, its replies
// judged by the same rule, so a reply that gives check back is legal only if it mates in turn, and so
// on down the chain of checks (a legality hook that asks, for a checking move, whether the checked side
// has a legal move, which asks the hook again for that side's checking replies). Popeye stops that
// recursion near its deepest ply and reports the goal undecidable; here a check met kMaxNestedChecks
// levels down counts as mate. The replies that give no check are tried first (Popeye's
// "non-checking first"): most tests end there without nesting.
#pragma once

#include <string>
#include <vector>

#include "conditions/condition_entry.h"
#include "core/rule_module.h"
#include "rules/rules.h"

namespace nightrider::conditions {

class ChecklessChess final : public RuleModule {
 public:
  // How many checks deep the test of "mate" nests before a check counts as mate.
  static constexpr int kMaxNestedChecks = 48;

  // `scratch_slot`: its Position::scratch word (Rules::reserve_scratch), where a test in progress keeps
  // how many checks deep it is and whether checking moves are, for the while, simply illegal.
  explicit ChecklessChess(int scratch_slot) : scratch_slot_(scratch_slot) {}
  const char* name() const override { return "ChecklessChess"; }
  unsigned hooks() const override { return kHookLegality; }
  bool legal_after(const Position& pos, const Rules& rules, Colour mover) const override;

 private:
  int scratch_slot_;
};

// ChecklessChess, without arguments (conditions/registry).
void apply_checkless_chess(Rules& rules, const std::vector<std::string>& arguments);

const ConditionEntry& checkless_chess_condition();

}  // namespace nightrider::conditions
