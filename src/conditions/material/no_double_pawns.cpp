#include "conditions/material/no_double_pawns.h"

#include <array>
#include <memory>
#include <stdexcept>

#include "conditions/registry.h"

namespace nightrider::conditions {

bool NoDoublePawns::legal_after(const Position& pos, const Rules& rules, Colour) const {
  // Pawns of each colour seen so far on each file (a neutral pawn is of both colours).
  const Geometry& geo = pos.geometry();
  std::array<std::array<uint8_t, 32>, 2> seen{};
  for (Square s : geo.squares()) {
    const Piece p = pos.at(s);
    if (!p.is_unit() || !rules.def(p.kind()).pawn) continue;
    for (const Colour c : {Colour::White, Colour::Black}) {
      if (p.colour() != c && p.colour() != Colour::Neutral) continue;
      if (++seen[c == Colour::White ? 0 : 1][s.file()] > 1) return false;
    }
  }
  return true;
}

void apply_no_double_pawns(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("NoDoublePawns", arguments);
  if (rules.geometry().width() > 32) throw std::invalid_argument("NoDoublePawns: a board of more than 32 files");
  rules.add_module(std::make_unique<NoDoublePawns>());
}

const ConditionEntry& no_double_pawns_condition() {
  static const ConditionEntry entry{
      .names = {.en = "NoDoublePawns", .fr = "NoDoublePawns", .de = "NoDoublePawns", .seeds = {{"No Double Pawns", {}}}},
      .apply = &apply_no_double_pawns,
      // (Every move it allows is a move of chess: the proof games' bound holds.)
      .keeps_orthodox_moves = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
