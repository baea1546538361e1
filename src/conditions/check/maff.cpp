#include "conditions/check/maff.h"

#include <memory>

#include "conditions/registry.h"

namespace nightrider::conditions {

std::optional<bool> Maff::immobile(Position& pos, const Rules& rules) const {
  const Square king = pos.king(pos.side_to_move());
  MoveList moves;
  rules.legal_moves(pos, moves);
  int king_moves = 0;
  for (const Move& m : moves) {
    if (king.is_none() || m.from != king) return false;  // another unit can move
    ++king_moves;
  }
  return king_moves == 1;
}

void apply_maff(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("MAFF", arguments);
  rules.claim("what immobile means", "MAFF");
  rules.add_module(std::make_unique<Maff>());
}

const ConditionEntry& maff_condition() {
  static const ConditionEntry entry{
      .names = {.en = "MAFF", .fr = "MAFF", .de = "MAFF", .seeds = {}},
      .apply = &apply_maff,
  };
  return entry;
}

}  // namespace nightrider::conditions
