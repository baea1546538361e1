#include "conditions/obligations/back_home.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/obligations/side_measure.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

bool BackHome::goes_back_home(const Position& pos, const Move& m) {
  if (m.kind == MoveKind::Null || !m.from.is_some()) return false;
  return pos.origin(m.from) == m.to;
}

bool BackHome::can_go_back_home(const Position& pos, const Rules& rules, Colour side) {
  // Only the walks of units away from home can take one home (castling never does: its units have not
  // moved), and most positions have none that could.
  const SquareSet units = pos.units_of_side(side);
  if (!units.any_of([&](Square s) { return pos.origin(s).is_some() && pos.origin(s) != s; })) return false;
  Position& scratch = const_cast<Position&>(pos);
  const Colour to_move = scratch.side_to_move();
  if (to_move != side) scratch.set_side_to_move(side);
  MoveList moves;
  const bool found = units.any_of([&](Square from) {
    if (!scratch.origin(from).is_some() || scratch.origin(from) == from) return false;
    moves.clear();
    rules.generate_walk_moves(scratch, from, moves);
    for (const Move& m : moves)
      if (goes_back_home(scratch, m) && rules.admits(scratch, m) &&
          rules.try_move(scratch, m,
                         [&](const Position& after) { return rules.legal_after_play(after, side); }))
        return true;
    return false;
  });
  if (to_move != side) scratch.set_side_to_move(to_move);
  return found;
}

void BackHome::restrict(Position& pos, const Rules&, MoveList& moves) const {
  keep_moves(
      moves, [&](const Move& m) { return goes_back_home(pos, m); }, /*none_leaves_all=*/true);
}

bool BackHome::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  return pos.origin(o.from) == o.target || !can_go_back_home(pos, rules, o.by);
}

void apply_back_home(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityMoverGoesOn, "BackHome",
                "the arrival of a move whose unit goes on from its arrival square is not supported yet");
  // (Beside FaceToFace Popeye 4.104 marks checks our rules do not see: not followed.)
  rules.exclude(kCapabilityBorrowedWalks, "BackHome",
                "units moving with another unit's walk beside BackHome's obligation are not supported yet");
  expect_no_arguments("BackHome", arguments);
  rules.claim("White's obligation", "BackHome");
  rules.claim("Black's obligation", "BackHome");
  rules.params().origins_in_fen = true;  // (a game's homes survive its FEN)
  rules.add_module(std::make_unique<BackHome>());
}

const ConditionEntry& back_home_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BackHome", .fr = "Retour", .de = "NachHause", .seeds = {}},
      .apply = &apply_back_home,
      .keeps_orthodox_moves = true,  // (it forbids moves and changes what check is)
      .refuses_neutral_units = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
