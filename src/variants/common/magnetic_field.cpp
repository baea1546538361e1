#include "variants/common/magnetic_field.h"

#include "rules/rules.h"

namespace nightrider {
namespace {

bool promotes_on(const Rules& rules, const Geometry& geo, Piece unit, Square to) {
  return rules.def(unit.kind()).pawn && geo.relative_rank(to, unit.colour()) == geo.height() - 1;
}

}  // namespace

Square MagneticField::source_after(const Position& after, const Move& m) {
  Square source;
  switch (m.kind) {
    case MoveKind::Castle:
      source = m.aux2_square();  // the rook makes the field (A2)
      break;
    case MoveKind::Kamikaze:
    case MoveKind::Suicide:
    case MoveKind::Null:
      return Square::none();  // nothing arrives anywhere
    default:
      source = m.to;
  }
  const Piece unit = after.at(source);
  if (!unit.is_unit() || unit.kind() == PieceKind::King) return Square::none();     // kings are neutral
  if (after.king(opposite(after.side_to_move())).is_none()) return Square::none();  // the game is over (A6)
  return source;
}

void MagneticField::choices(const Position& after, const Rules& rules, const Move& m,
                            std::vector<uint32_t>& values) const {
  const std::vector<PieceKind>& kinds = rules.params().promotion_kinds;
  const Square source = source_after(after, m);
  int promoting_rays[2], promotions = 0;
  if (!kinds.empty() && source.is_some()) {
    const Geometry& geo = after.geometry();
    std::array<Displacement, 4> plan;
    const int count = plan_field(
        geo, [&after](Square s) { return after.at(s); }, source, after.side_to_move(), sense_, plan);
    for (int k = 0; k < count; ++k)
      if (promotes_on(rules, geo, after.at(plan[k].from), plan[k].to))
        promoting_rays[promotions++] = plan[k].ray;
  }
  if (promotions == 0) {
    values.push_back(0);
    return;
  }
  // Every combination of kinds is its own move.
  const int options = static_cast<int>(kinds.size());
  int combinations = 1;
  for (int k = 0; k < promotions; ++k) combinations *= options;
  for (int c = 0; c < combinations; ++c) {
    uint32_t value = 0;
    for (int k = 0, rest = c; k < promotions; ++k, rest /= options)
      value = with_promotion_choice(value, promoting_rays[k], 1 + rest % options);
    values.push_back(slot_.place(value));
  }
}

void MagneticField::after_move(Position& pos, const Rules& rules, const Move& m) const {
  // The primary action is done: the source square holds the unit that makes the field.
  const Square source = source_after(pos, m);
  if (source.is_none()) return;
  const Colour mover = pos.side_to_move();
  const Geometry& geo = pos.geometry();
  std::array<Displacement, 4> plan;
  const int count = plan_field(
      geo, [&pos](Square s) { return pos.at(s); }, source, mover, sense_, plan);
  const std::vector<PieceKind>& kinds = rules.params().promotion_kinds;
  const uint32_t choice = slot_.get(m);
  for (int k = 0; k < count; ++k) {
    const Displacement& d = plan[k];
    const Piece displaced = pos.at(d.from);
    pos.relocate(d.from, d.to, reason(ReasonRole::Displacement));
    if (!kinds.empty() && promotes_on(rules, geo, displaced, d.to)) {
      const int chosen = promotion_choice(choice, d.ray);
      const PieceKind kind = kinds[chosen > 0 && chosen <= static_cast<int>(kinds.size()) ? chosen - 1 : 0];
      pos.change(d.to, Piece(kind, displaced.colour()), reason(ReasonRole::Displacement));
    }
  }
}

}  // namespace nightrider
