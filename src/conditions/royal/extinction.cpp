#include "conditions/royal/extinction.h"

#include <algorithm>
#include <memory>

#include "conditions/registry.h"
#include "conditions/royal/king_promotion.h"

namespace nightrider::conditions {

namespace {

int extinction_count(const Position& pos, Colour c, PieceKind kind) {
  int n = 0;
  for (Square s : pos.geometry().squares()) {
    const Piece p = pos.at(s);
    if (p.is_unit() && p.colour() == c && p.kind() == kind) ++n;
  }
  return n;
}

// Does the capture of the unit on `target` by the unit on `from` (of the side `by`) leave `c` without
// units of `kind`? The capture is played, with `by` to move for the while.
bool extinction_by_capture(const Position& pos, const Rules& rules, Square from, Square target, Colour by,
                           Colour c, PieceKind kind) {
  Position& scratch = const_cast<Position&>(pos);
  const Colour to_move = scratch.side_to_move();
  if (to_move != by) scratch.set_side_to_move(by);
  MoveList moves;
  rules.generate_walk_moves(scratch, from, moves);
  bool extinct = false;
  for (const Move& m : moves) {
    if (m.to != target || !m.is_capture()) continue;
    extinct = rules.try_move(scratch, m, [&](const Position& after) { return extinction_count(after, c, kind) == 0; });
    break;  // (one capture is enough: promotions differ only in what the capturer becomes)
  }
  if (to_move != by) scratch.set_side_to_move(to_move);
  return extinct;
}

}  // namespace

std::optional<bool> ExtinctionChess::in_check(const Position& pos, const Rules& rules, Colour c) const {
  const Colour by = opposite(c);
  for (Square s : pos.geometry().squares()) {
    const Piece p = pos.at(s);
    if (!p.is_unit() || p.colour() != c || extinction_count(pos, c, p.kind()) != 1) continue;
    if (rules.is_attacked_if(pos, s, by, ObservationPurpose::Check, [&](Square from) {
          return extinction_by_capture(pos, rules, from, s, by, c, p.kind());
        }))
      return true;
  }
  return false;
}

void apply_extinction_chess(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("ExtinctionChess", arguments);
  rules.claim("check", "ExtinctionChess", true);  // (it defines check)
  RuleParams& params = rules.params();
  params.royal_capture = true;         // a king is a unit like any other
  params.kings_may_be_missing = true;  // (a side may have none)
  params.several_kings = true;         // (or several)
  let_pawns_promote_to_king(params);
  rules.add_module(std::make_unique<ExtinctionChess>());
}

const ConditionEntry& extinction_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "ExtinctionChess",
                .fr = "EchecsExtinction",
                .de = "AusrottungsSchach",
                .seeds = {{"Extinction", {}}}},
      .apply = &apply_extinction_chess,
  };
  return entry;
}

}  // namespace nightrider::conditions
