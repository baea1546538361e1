#include "conditions/transmutation/chameleon_units.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/circe/reborn_promotion.h"

namespace nightrider::conditions {

PieceKind next_chameleon_kind(PieceKind k) {
  switch (k) {
    case PieceKind::Knight:
      return PieceKind::Bishop;
    case PieceKind::Bishop:
      return PieceKind::Rook;
    case PieceKind::Rook:
      return PieceKind::Queen;
    case PieceKind::Queen:
      return PieceKind::Knight;
    default:
      return k;
  }
}

PieceKind next_chameleon_kind(const Rules& rules, PieceKind k) {
  const std::vector<PieceKind>& next = rules.params().chameleon_next;
  return next.empty() ? next_chameleon_kind(k) : next[static_cast<size_t>(k)];
}

void ChameleonUnits::after_move(Position& pos, const Rules& rules, const Move& m) const {
  // The mover stands on its arrival square: this module runs before any other's side effects. (A
  // promotion is the pawn's own change of kind; castling moves a king and a rook, neither a chameleon
  // of the cycle when it is the king.)
  if (m.kind == MoveKind::Null || m.promotion != PieceKind::None || !m.to.is_some()) return;
  const Piece mover = pos.at(m.to);
  if (!mover.is_unit() || !(every_unit_ || (mover.attributes() & kAttributeChameleon))) return;
  const PieceKind next = next_chameleon_kind(rules, mover.kind());
  if (next != mover.kind()) pos.change(m.to, mover.with_kind(next), EffectReason::KindChange);
}

namespace {

// Where the unit the move promoted last stands after the move, and the reason its promotion was played
// for (Transmutation: the move's own); none when nothing promoted or the unit left the board.
struct Promoted {
  Square square = Square::none();
  EffectReason reason = EffectReason::KindChange;
};

Promoted last_promotion(const Position& after, const Rules& rules, const Move& m) {
  Promoted found;
  if (m.promotion != PieceKind::None) found.square = m.to;
  const auto all = after.last_effects();
  for (size_t i = all.size() - after.last_side_effects().size(); i < all.size(); ++i) {
    const Effect& e = all[i];
    if (found.square.is_some() && e.from == found.square) {  // the promoted unit carried on, or taken off
      if (e.kind == EffectKind::Relocate)
        found.square = e.to;
      else if (e.kind == EffectKind::Remove)
        found.square = Square::none();
    }
    // A rebirth's promotion: a pawn become another kind on its last rank (a neutral one: either's).
    if (e.kind != EffectKind::Change || !rules.def(e.previous.kind()).pawn || rules.def(e.piece.kind()).pawn)
      continue;
    const Colour colour = e.previous.colour();
    auto last_rank_of = [&](Colour side) {
      return (colour == side || colour == Colour::Neutral) &&
             pawn_on_last_rank(rules, after.geometry(), e.previous, side, e.from);
    };
    if (last_rank_of(Colour::White) || last_rank_of(Colour::Black)) found = {e.from, e.reason};
  }
  return found;
}

// May the unit promoted on `s` become a chameleon (a kind of the cycle, not one already)?
bool may_become_chameleon(const Position& after, const Rules& rules, Square s) {
  if (s.is_none()) return false;
  const Piece p = after.at(s);
  return p.is_unit() && !(p.attributes() & kAttributeChameleon) &&
         next_chameleon_kind(rules, p.kind()) != p.kind();
}

}  // namespace

void ChameleonPromotion::choices(const Position& after, const Rules& rules, const Move& m,
                                 std::vector<uint32_t>& values) const {
  values.push_back(0);
  if (may_become_chameleon(after, rules, last_promotion(after, rules, m).square))
    values.push_back(slot_.place(1));
}

void ChameleonPromotion::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (slot_.get(m) != 1) return;
  const Promoted promoted = last_promotion(pos, rules, m);
  if (!may_become_chameleon(pos, rules, promoted.square)) return;
  const Piece p = pos.at(promoted.square);
  pos.change(promoted.square,
             Piece(p.kind(), p.colour(), static_cast<PieceAttributes>(p.attributes() | kAttributeChameleon)),
             promoted.reason);
}

void add_chameleon_promotion(Rules& rules) {
  rules.add_module(
      std::make_unique<ChameleonPromotion>(rules.reserve_choice("promotion to chameleon units", 1)));
}

namespace {
void add_chameleon_units_first(Rules& rules) {
  rules.exclude(kCapabilityMoverGoesOn, "Chameleon", "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  rules.exclude(kCapabilityKnightRole, "Chameleon",
                "the chameleon cycle with another kind in the knight's role is not supported yet");
  rules.provide(kCapabilityChameleonUnits, "Chameleon");
  rules.add_module(std::make_unique<ChameleonUnits>());
}
}  // namespace

const AttributeEntry& chameleon_attribute() {
  static const AttributeEntry entry{.en = "Chameleon",
                                    .fr = "Cameleon",
                                    .de = "Chamaeleon",
                                    .bit = kAttributeChameleon,
                                    .before_conditions = &add_chameleon_units_first,
                                    .after_conditions = &add_chameleon_promotion};
  return entry;
}

}  // namespace nightrider::conditions
