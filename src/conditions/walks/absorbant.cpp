#include "conditions/walks/absorbant.h"

#include <algorithm>
#include <memory>
#include <span>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/walks/unit_in_place.h"

namespace nightrider::conditions {

namespace {

struct AbsorbantWalk {
  PieceAttributes bit;
  PieceKind kind;
};
constexpr AbsorbantWalk kAbsorbantWalks[] = {
    {kAttributeWalkPawn, PieceKind::Pawn},
    {kAttributeWalkKnight, PieceKind::Knight},
    {kAttributeWalkBishop, PieceKind::Bishop},
    {kAttributeWalkRook, PieceKind::Rook},
};
constexpr PieceAttributes kAbsorbantWalkBits = kAttributeWalks;

// The walks (as attribute bits) of a kind: a queen's are the bishop's and the rook's; a fairy kind's none.
PieceAttributes absorbant_walks_of(PieceKind kind) {
  switch (kind) {
    case PieceKind::Pawn:
      return kAttributeWalkPawn;
    case PieceKind::Knight:
      return kAttributeWalkKnight;
    case PieceKind::Bishop:
      return kAttributeWalkBishop;
    case PieceKind::Rook:
      return kAttributeWalkRook;
    case PieceKind::Queen:
      return kAttributeWalkBishop | kAttributeWalkRook;
    default:
      return 0;
  }
}

// The unit `unit` of kind `kind` with the gained walks `gained`, those its kind has left out.
Piece absorbant_unit(PieceKind kind, Piece unit, PieceAttributes gained) {
  const PieceAttributes attributes =
      (unit.attributes() & ~kAbsorbantWalkBits) | (gained & ~absorbant_walks_of(kind));
  return Piece(kind, unit.colour(), attributes);
}

}  // namespace

void Absorbant::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  const Colour side = pos.side_to_move();
  MoveList walk;
  for (Square s : pos.geometry().squares()) {
    const Piece unit = pos.at(s);
    if (!unit.is_unit() || unit.colour() != side || !(unit.attributes() & kAbsorbantWalkBits)) continue;
    for (const AbsorbantWalk& w : kAbsorbantWalks) {
      if (!(unit.attributes() & w.bit) || !rules.uses(w.kind)) continue;
      walk.clear();
      // (Without its gained walks for the generation: the generator reads only the kind.)
      with_unit_in_place(pos, s, absorbant_unit(w.kind, unit, 0),
                          [&](const Position& p) { rules.generate_walk_moves(p, s, walk); });
      for (Move m : walk) {
        if (m.from != s || m.kind == MoveKind::Castle || m.kind == MoveKind::EnPassant) continue;
        if (m.kind == MoveKind::DoubleStep && !rules.def(unit.kind()).pawn) {
          m.kind = MoveKind::Normal;  // (no en-passant square behind a unit that is no pawn)
          m.aux = m.aux2 = 0xFF;
        }
        if (std::find(out.begin(), out.end(), m) == out.end()) out.push(m);  // (one move per arrival)
      }
    }
  }
}

void Absorbant::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null || m.kind == MoveKind::Castle) return;
  const Piece unit = pos.at(m.to);
  if (!unit.is_unit()) return;
  // The move's own effects: what the mover was, and the units it took.
  const std::span<const Effect> all = pos.last_effects();
  const std::span<const Effect> own = all.first(all.size() - pos.last_side_effects().size());
  Piece mover;
  PieceAttributes gained = 0;
  for (const Effect& e : own) {
    if (e.kind == EffectKind::Relocate && e.from == m.from && mover.is_empty()) mover = e.piece;
    if (e.kind == EffectKind::Remove && e.reason.role == ReasonRole::Move && e.piece.is_unit() &&
        e.piece.colour() != unit.colour())
      gained |= static_cast<PieceAttributes>(absorbant_walks_of(e.piece.kind()) | (e.piece.attributes() & kAbsorbantWalkBits));
  }
  if (mover.is_empty() || mover.colour() != unit.colour()) return;
  PieceAttributes walks = unit.attributes() & kAbsorbantWalkBits;
  // A promotion by a gained pawn walk: the pawn's walk gives way to the piece chosen, the unit's own
  // kind stays among its walks.
  if (m.promotion != PieceKind::None && !rules.def(mover.kind()).pawn)
    walks = static_cast<PieceAttributes>((walks & ~kAttributeWalkPawn) | absorbant_walks_of(mover.kind()));
  if (!royal_unit(rules, unit)) walks |= gained;
  const Piece after = absorbant_unit(unit.kind(), unit, walks);
  if (after != unit) pos.change(m.to, after, reason(ReasonRole::KindChange));
}

std::optional<bool> Absorbant::in_check(const Position& pos, const Rules& rules, Colour side) const {
  const Colour by = opposite(side);
  const std::span<const Square> royals = pos.royals(side);
  const std::vector<Square> kings(royals.begin(), royals.end());
  for (Square king : kings) {
    if (rules.is_attacked(pos, king, by, ObservationPurpose::Check)) return true;
    for (Square s : pos.geometry().squares()) {
      const Piece unit = pos.at(s);
      if (!unit.is_unit() || unit.colour() != by || !(unit.attributes() & kAbsorbantWalkBits)) continue;
      for (const AbsorbantWalk& w : kAbsorbantWalks) {
        if (!(unit.attributes() & w.bit) || !rules.uses(w.kind) || !rules.may_reach(by, w.kind, s, king)) continue;
        bool attacks = false;
        with_unit_in_place(pos, s, absorbant_unit(w.kind, unit, 0), [&](const Position& p) {
          attacks = rules.is_attacked_if(p, king, by, ObservationPurpose::Check, [&](Square from) { return from == s; });
        });
        if (attacks) return true;
      }
    }
  }
  return false;
}

void apply_absorbant(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("Absorbant", arguments);
  rules.provide(kCapabilityBorrowedWalks, "Absorbant");
  lend_walks_unchecked_beside_paralysis(rules, "Absorbant");
  rules.provide(kCapabilityWalksLentUnreadByObservationTests, "Absorbant");
  rules.claim("check", "Absorbant");  // (it adds the gained walks to check)
  rules.exclude(kCapabilityObservingElsewhere, "Absorbant", "moves made from other squares beside gained walks are not supported yet");
  rules.exclude(kCapabilityMoverGoesOn, "Absorbant", "a second step beside gained walks is not supported yet");
  rules.exclude(kCapabilityRebirthCheck, "Absorbant", "check with gained walks beside check by a legal rebirth is not supported yet");
  rules.params().pawns_on_first_rank = true;       // (a unit with a pawn's walk may stand anywhere)
  rules.params().pawns_on_promotion_rank = true;   // (a pawn that moved there with another walk)
  rules.add_module(std::make_unique<Absorbant>());
}

const ConditionEntry& absorbant_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Absorbant", .fr = "Absorbant", .de = "Absorbant", .seeds = {{"Absorbant", {}}}},
      .apply = &apply_absorbant,
      .refuses_neutral_units = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
