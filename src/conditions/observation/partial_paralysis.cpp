#include "conditions/observation/partial_paralysis.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/walks/unit_in_place.h"

namespace nightrider::conditions {

bool PartialParalysis::paralysed_towards(const Position& pos, const Rules& rules, Square from, Square to,
                                         Colour side) {
  const Piece unit = pos.at(from);
  if (!unit.is_unit() || unit.colour() == Colour::Neutral) return false;
  const Colour enemy = opposite(side);
  KindSet walks;  // the enemy walks on the board
  pos.units_of_side(enemy).for_each([&](Square s) {
    if (pos.at(s).colour() == enemy) walks.insert(pos.at(s).kind());
  });
  for (int k = 0; k < kPieceKindCount; ++k) {
    const auto walk = static_cast<PieceKind>(k);
    if (!walks.contains(walk) || !rules.is_attacked_by(pos, from, enemy, walk, ObservationLevel::Observer,
                                                       ObservationPurpose::Paralysis))
      continue;
    bool reaches = false;
    with_unit_in_place(pos, from, unit.with_kind(walk), [&](const Position& board) {
      // (A royal unit is never taken by a move: the walk's attack on it, as Popeye's generator takes it.)
      const Piece there = board.at(to);
      if (there.is_unit() && royal_unit(rules, there)) {
        reaches = rules.is_attacked_if(board, to, side, ObservationPurpose::Paralysis,
                                       ObservationLevel::Geometry, [&](Square s) { return s == from; });
        return;
      }
      MoveList moves;
      rules.generate_walk_moves(board, from, moves);
      for (const Move& m : moves)
        if (m.to == to) reaches = true;
    });
    if (reaches) return true;
  }
  return false;
}

bool PartialParalysis::admits(const Position& pos, const Rules& rules, const Move& m) const {
  return m.kind == MoveKind::Null || !paralysed_towards(pos, rules, m.from, m.to, pos.side_to_move());
}

bool PartialParalysis::observation_allowed(const Position& pos, const Rules& rules,
                                           const Observation& o) const {
  return !paralysed_towards(pos, rules, o.from, o.target, o.by);
}

void apply_partial_paralysis(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("PartialParalysis", arguments);
  rules.exclude(kCapabilityBorrowedWalks, "PartialParalysis",
                "observations with the walk of the unit behind (Annan) are not supported yet");
  rules.exclude(kCapabilityObservingElsewhere, "PartialParalysis",
                "partial paralysis beside units observing from other squares is not Popeye's yet");
  rules.add_module(std::make_unique<PartialParalysis>());
}

const ConditionEntry& partial_paralysis_condition() {
  static const ConditionEntry entry{
      .names = {.en = "PartialParalysis", .fr = "ParalysePartielle", .de = "PartielleParalyse", .seeds = {}},
      .apply = &apply_partial_paralysis,
      .keeps_orthodox_moves = true,
      .refuses_neutral_units = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
