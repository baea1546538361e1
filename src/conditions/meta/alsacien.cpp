#include "conditions/meta/alsacien.h"

#include <memory>

#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

// Does a unit of `kind`, attacking for `by`, reach `target` from `from` along an orthodox line (the
// squares between empty)? Nullopt for a kind orthodox chess does not have.
std::optional<bool> alsacien_line_attack(const Position& pos, PieceKind kind, Colour by, Square from, Square target) {
  const Geometry& geo = pos.geometry();
  const int df = target.file() - from.file(), dr = target.rank() - from.rank();
  const int adf = df < 0 ? -df : df, adr = dr < 0 ? -dr : dr;
  auto clear_line = [&]() {
    const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    for (Square s = geo.offset(from, sf, sr); s.is_some() && s != target; s = geo.offset(s, sf, sr))
      if (!pos.at(s).is_empty()) return false;
    return true;
  };
  switch (kind) {
    case PieceKind::King:
      return adf <= 1 && adr <= 1 && (adf | adr) != 0;
    case PieceKind::Knight:
      return (adf == 1 && adr == 2) || (adf == 2 && adr == 1);
    case PieceKind::Pawn:
      return adf == 1 && dr == (by == Colour::Black ? -1 : 1);
    case PieceKind::Rook:
      return ((adf == 0) != (adr == 0)) && clear_line();
    case PieceKind::Bishop:
      return adf == adr && adf != 0 && clear_line();
    case PieceKind::Queen:
      return (adf == adr || adf == 0 || adr == 0) && (adf | adr) != 0 && clear_line();
    default:
      return std::nullopt;
  }
}

}  // namespace

bool alsacien_orthodox_attack(const Position& pos, const Rules& rules, Square target, Colour by) {
  for (Square from : pos.geometry().squares()) {
    if (from == target) continue;
    const Piece p = pos.at(from);
    if (!p.is_unit() || (p.colour() != by && p.colour() != Colour::Neutral)) continue;
    const std::optional<bool> orthodox = alsacien_line_attack(pos, p.kind(), by, from, target);
    if (orthodox ? *orthodox : rules.attacks(pos, from, target)) return true;
  }
  return false;
}

bool Alsacien::legal_after(const Position& pos, const Rules& rules, Colour mover) const {
  if (mover == Colour::Neutral) return true;
  for (Square king : pos.royals(mover))
    if (alsacien_orthodox_attack(pos, rules, king, opposite(mover))) return false;
  return true;
}

void apply_alsacien(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("Alsacien", arguments);
  rules.add_module(std::make_unique<Alsacien>());
}

const ConditionEntry& alsacien_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Alsacien", .fr = "Alsacien", .de = "Alsacien", .seeds = {{"Alsacien (Alsatian)", {}}, {"Alsatian", {}}}},
      .apply = &apply_alsacien,
      // (It only forbids moves: every move it allows is one the other rules allow.)
      .keeps_orthodox_moves = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
