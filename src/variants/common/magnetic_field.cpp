#include "variants/common/magnetic_field.h"

#include "rules/rules.h"

namespace nightrider {
namespace {

bool promotes_on(const Rules& rules, const Geometry& geo, Piece unit, Square to) {
  return rules.def(unit.kind()).pawn && geo.relative_rank(to, unit.colour()) == geo.height() - 1;
}

}  // namespace

Square MagneticField::source_of(const Position& before, const Move& m) {
  switch (m.kind) {
    case MoveKind::Castle:
      return m.aux2_square();  // the rook makes the field (A2)
    case MoveKind::Normal:
    case MoveKind::DoubleStep:
    case MoveKind::EnPassant:
    case MoveKind::Swap:
    case MoveKind::Special:
      return before.at(m.from).kind() == PieceKind::King ? Square::none() : m.to;
    case MoveKind::Kamikaze:
    case MoveKind::Suicide:
    case MoveKind::Null:
      break;  // nothing arrives anywhere
  }
  return Square::none();
}

void MagneticField::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  const std::vector<PieceKind>& kinds = rules.params().promotion_kinds;
  if (kinds.empty()) return;
  const Geometry& geo = pos.geometry();
  const Colour mover = pos.side_to_move();
  const size_t generated = out.size();
  for (size_t i = 0; i < generated; ++i) {
    const Move m = out[i];
    if (m.kind != MoveKind::Normal && m.kind != MoveKind::DoubleStep && m.kind != MoveKind::Castle) continue;
    const Square source = source_of(pos, m);
    if (source.is_none()) continue;
    const Piece victim = pos.at(m.to);
    if (m.kind == MoveKind::Normal && victim.kind() == PieceKind::King && victim.colour() != mover)
      continue;  // A6
    const bool castle = m.kind == MoveKind::Castle;
    const Piece moving = pos.at(m.from);
    const Square rook_from = castle ? m.aux_square() : Square::none();
    const Piece rook = castle ? pos.at(rook_from) : Piece();
    // The board after the primary action, without playing it.
    auto after = [&](Square s) -> Piece {
      if (s == m.to) return moving;
      if (castle && s == source) return rook;
      if (s == m.from || s == rook_from) return Piece();
      return pos.at(s);
    };
    std::array<Displacement, 4> plan;
    const int count = plan_field(geo, after, source, mover, sense_, plan);
    int promoting_rays[2], promotions = 0;
    for (int k = 0; k < count; ++k)
      if (promotes_on(rules, geo, after(plan[k].from), plan[k].to))
        promoting_rays[promotions++] = plan[k].ray;
    if (promotions == 0) continue;
    // Every combination of choices is its own move; the first stays in place, the others are appended.
    const int options = static_cast<int>(kinds.size());
    int combinations = 1;
    for (int k = 0; k < promotions; ++k) combinations *= options;
    for (int c = 0; c < combinations; ++c) {
      Move variant = m;
      for (int k = 0, rest = c; k < promotions; ++k, rest /= options)
        variant.choice = with_promotion_choice(variant.choice, promoting_rays[k], 1 + rest % options);
      if (c == 0)
        out[i] = variant;
      else
        out.push(variant);
    }
  }
}

void MagneticField::after_move(Position& pos, const Rules& rules, const Move& m) const {
  // The primary action is done: the source square holds the unit that makes the field.
  Square source;
  if (m.kind == MoveKind::Castle)
    source = m.aux2_square();
  else if (m.kind == MoveKind::Kamikaze || m.kind == MoveKind::Suicide || m.kind == MoveKind::Null)
    return;
  else
    source = m.to;
  const Piece unit = pos.at(source);
  if (!unit.is_unit() || unit.kind() == PieceKind::King) return;  // kings are neutral
  const Colour mover = pos.side_to_move();
  if (pos.king(opposite(mover)).is_none()) return;  // the king was captured: the game is over (A6)
  const Geometry& geo = pos.geometry();
  std::array<Displacement, 4> plan;
  const int count = plan_field(
      geo, [&pos](Square s) { return pos.at(s); }, source, mover, sense_, plan);
  const std::vector<PieceKind>& kinds = rules.params().promotion_kinds;
  for (int k = 0; k < count; ++k) {
    const Displacement& d = plan[k];
    const Piece displaced = pos.at(d.from);
    pos.relocate(d.from, d.to);
    if (!kinds.empty() && promotes_on(rules, geo, displaced, d.to)) {
      const int chosen = promotion_choice(m.choice, d.ray);
      const PieceKind kind = kinds[chosen > 0 && chosen <= static_cast<int>(kinds.size()) ? chosen - 1 : 0];
      pos.change(d.to, Piece(kind, displaced.colour()));
    }
  }
}

}  // namespace nightrider
