// The field of Magnetic and Anti-Magnetic Chess (RULES.md A1-A6, B 1.1-1.4).
//
// After every move of a non-royal unit (for castling: from the rook's arrival square, the "source"),
// the nearest unit on each of the four orthogonal rays from the source is displaced: an attracted unit
// slides to the square next to the source, a repelled one slides away until the board edge or the
// square before the next unit. Kings are neutral: never displaced, and they shield what lies behind
// them. The four rays are read on the position after the move and do not interact; displaced units
// make no field of their own. A pawn displaced onto its promotion rank promotes to the kind the side
// that moved chose; that choice is counted on the board after the move and travels in the field's ChoiceSlot
// (see promotion_choice below).
#pragma once

#include <array>
#include <cstdint>

#include "core/rule_module.h"

namespace nightrider {

// Which units the mover attracts.
enum class FieldSense : uint8_t {
  UnlikeAttract,  // Magnetic Chess: enemy units are attracted, friendly ones repelled
  LikeAttract,    // Anti-Magnetic Chess: friendly units are attracted, enemy ones repelled
};

// One unit the field moves.
struct Displacement {
  Square from, to;
  int ray = 0;  // index into kFieldRays
};

// The rays in a fixed order; a displacement's promotion choice is stored per ray (vertical rays only:
// a unit displaced along a rank keeps its rank, so it can never arrive on its promotion rank).
struct FieldRay {
  int8_t df, dr;
};
inline constexpr std::array<FieldRay, 4> kFieldRays = {{{0, 1}, {0, -1}, {1, 0}, {-1, 0}}};

// The field's choice slot (8 bits of Move::choices) holds one nibble per vertical ray: bits 0-3 for
// the ray towards higher ranks (kFieldRays[0]), bits 4-7 for the ray towards lower ranks
// (kFieldRays[1]). 0 = no promotion on that ray, otherwise 1 + the index of the chosen kind in
// RuleParams::promotion_kinds.
constexpr int promotion_choice(uint32_t choice, int ray) { return ray < 2 ? (choice >> (4 * ray)) & 15 : 0; }
constexpr uint32_t with_promotion_choice(uint32_t choice, int ray, int value) {
  return (choice & ~(15u << (4 * ray))) | (static_cast<uint32_t>(value) << (4 * ray));
}

// The displacements of a field whose source is `source`, read from `occupant(square)` (the position
// after the move). `mover` is the colour of the unit on the source. At most one per ray.
template <class Occupant>
int plan_field(const Geometry& geo, Occupant occupant, Square source, Colour mover, FieldSense sense,
               std::array<Displacement, 4>& out) {
  int count = 0;
  for (int ray = 0; ray < 4; ++ray) {
    const int df = kFieldRays[ray].df, dr = kFieldRays[ray].dr;
    Square nearest = geo.offset(source, df, dr);
    while (nearest.is_some() && occupant(nearest).is_empty()) nearest = geo.offset(nearest, df, dr);
    if (nearest.is_none()) continue;
    const Piece unit = occupant(nearest);
    if (!unit.is_unit() || unit.kind() == PieceKind::King) continue;  // neutral, and a shield
    const bool friendly = unit.colour() == mover;
    const bool attracted = (sense == FieldSense::LikeAttract) == friendly;
    Square to = nearest;
    if (attracted) {
      to = geo.offset(source, df, dr);
    } else {
      for (Square next = geo.offset(to, df, dr); next.is_some() && occupant(next).is_empty();
           next = geo.offset(next, df, dr))
        to = next;
    }
    if (to != nearest) out[count++] = Displacement{nearest, to, ray};
  }
  return count;
}

class MagneticField final : public RuleModule {
 public:
  const char* effect_words() const override { return "magnetic field"; }
  MagneticField(FieldSense sense, ChoiceSlot slot) : sense_(sense), slot_(slot) {}
  static constexpr int kChoiceBits = 8;
  const char* name() const override {
    return sense_ == FieldSense::UnlikeAttract ? "magnetic field" : "anti-magnetic field";
  }
  unsigned hooks() const override { return kHookChoice | kHookAfterMove; }

  // Gives every move whose field pushes or pulls pawns onto their promotion rank one value per
  // combination of promotion kinds, read from the board after the move.
  void choices(const Position& after, const Rules& rules, const Move& m,
               std::vector<uint32_t>& values) const override;
  // Applies the field of the move just played (nothing after a king move or a king capture).
  void after_move(Position& pos, const Rules& rules, const Move& m) const override;
  bool after_move_brings_units() const override { return false; }  // a displaced unit's right is lost

  FieldSense sense() const { return sense_; }

  // The field's source once the move's primary action is played (none when the move makes no field:
  // a king's own move, or after the king was taken and the game is over, A6).
  static Square source_after(const Position& after, const Move& m);

 private:
  FieldSense sense_;
  ChoiceSlot slot_;
};

}  // namespace nightrider
