#include "conditions/board/haan.h"

#include <algorithm>
#include <memory>

#include "conditions/registry.h"

namespace nightrider::conditions {

void HaanChess::after_move(Position& pos, const Rules&, const Move& m) const {
  if (m.kind == MoveKind::Null) return;
  // The squares units set out from: each unit's first displacement of the move only (a unit moved on by
  // a rule, an AntiCirce capturer, leaves its arrival square to its first move), and the square of a
  // pawn taken en passant.
  Square left[8];
  int count = 0;
  Square arrived[8];
  int arrivals = 0;
  for (const Effect& e : pos.last_effects()) {
    if (e.kind != EffectKind::Relocate) continue;
    const bool moved_on = std::find(arrived, arrived + arrivals, e.from) != arrived + arrivals;
    if (!moved_on && count < 8) left[count++] = e.from;
    if (arrivals < 8) arrived[arrivals++] = e.to;
  }
  if (m.kind == MoveKind::EnPassant && count < 8) left[count++] = m.aux_square();
  for (int i = 0; i < count; ++i)
    if (pos.at(left[i]).is_empty()) pos.add(left[i], Piece::hole());
}

void apply_haan(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("HaanerChess", arguments);
  rules.add_module(std::make_unique<HaanChess>());
}

const ConditionEntry& haan_condition() {
  static const ConditionEntry entry{
      .names = {.en = "HaanerChess", .fr = "Haan", .de = "HaanerSchach", .seeds = {{"Haan", {}}}},
      .apply = &apply_haan,
  };
  return entry;
}

}  // namespace nightrider::conditions
