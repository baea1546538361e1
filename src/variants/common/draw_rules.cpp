#include "variants/common/draw_rules.h"

#include "rules/rules.h"

namespace nightrider {

bool DrawRules::threefold(const Position& pos, bool whole_game) {
  // Only positions since the last irreversible move can repeat; the hash covers side, rights and e.p.
  int seen = 1;
  const size_t reach =
      whole_game ? pos.moves_played() : std::min<size_t>(pos.moves_played(), static_cast<size_t>(pos.halfmove_clock()));
  for (size_t k = 2; k <= reach; k += 2)
    if (pos.hash_before(k) == pos.hash() && ++seen >= 3) return true;
  return false;
}

bool DrawRules::insufficient_material(const Position& pos) {
  int minors = 0, bishops_light = 0, bishops_dark = 0;
  for (Square s : pos.geometry().squares()) {
    const Piece p = pos.at(s);
    if (!p.is_unit()) continue;
    switch (p.kind()) {
      case PieceKind::King:
        break;
      case PieceKind::Knight:
        ++minors;
        break;
      case PieceKind::Bishop:
        ++minors;
        (Geometry::is_light(s) ? bishops_light : bishops_dark)++;
        break;
      default:
        return false;  // a pawn, rook, queen or any fairy unit can still mate
    }
  }
  if (minors <= 1) return true;
  // Only bishops, all on squares of one colour: no mate is possible.
  return bishops_light + bishops_dark == minors && (bishops_light == 0 || bishops_dark == 0);
}

std::optional<Outcome> DrawRules::draw_claim(const Position& pos, const Rules& rules) const {
  if (pos.halfmove_clock() >= 100) return Outcome{Result::Draw, "fifty-move rule"};
  if (threefold(pos, rules.units_may_arrive())) return Outcome{Result::Draw, "threefold repetition"};
  if (insufficient_material_ && insufficient_material(pos))
    return Outcome{Result::Draw, "insufficient material"};
  return std::nullopt;
}

}  // namespace nightrider
