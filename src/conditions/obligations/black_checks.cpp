#include "conditions/obligations/black_checks.h"

#include <memory>

#include "conditions/registry.h"

namespace nightrider::conditions {

void BlackChecks::restrict(Position& pos, const Rules& rules, MoveList& moves) const {
  if (pos.side_to_move() != Colour::Black) return;
  size_t kept = 0;
  for (size_t i = 0; i < moves.size(); ++i)
    if (rules.gives_check(pos, moves[i])) moves[kept++] = moves[i];
  moves.truncate(kept);
  if (kept == 0 && !rules.in_check(pos, Colour::Black)) {
    Move pass;
    pass.kind = MoveKind::Null;
    moves.push(pass);
  }
}

void apply_black_checks(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("BlackChecks", arguments);
  rules.claim("check", "BlackChecks", true);
  rules.add_module(std::make_unique<BlackChecks>());
}

const ConditionEntry& black_checks_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackChecks",
                .fr = "NoirEchecs",
                .de = "SchwarzSchaecher",
                .seeds = {{"Les Noirs ne jouent que pour donner échec", {}}}},
      .apply = &apply_black_checks,
  };
  return entry;
}

}  // namespace nightrider::conditions
