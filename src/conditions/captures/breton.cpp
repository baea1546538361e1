#include "conditions/captures/breton.h"

#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/circe/super_circe.h"

namespace nightrider::conditions {

namespace {

// The kind the mover had before its move (a promoting pawn's), read from the move's own step in the
// journal of `after`; None if no step from m.from to m.to is there.
PieceKind breton_mover_before(const Position& after, const Move& m) {
  for (const Effect& e : after.last_effects())
    if (e.kind == EffectKind::Relocate && e.from == m.from && e.to == m.to) return e.piece.kind();
  return PieceKind::None;
}

}  // namespace

void Breton::choices(const Position& after, const Rules& rules, const Move& m, std::vector<uint32_t>& values) const {
  const auto [taken, where] = captured_unit(after);
  bool any = false;  // a unit to take off (then one must be)
  if (where.is_some() && taken.colour() != Colour::Neutral) {
    // (The capturer's side is the taken unit's enemy: a side takes no unit of its own here.)
    const Colour capturer_side = opposite(taken.colour());
    const Colour losing = options_.adverse ? opposite(capturer_side) : capturer_side;
    // WinChloe's reading (not PY) counts a promoting capturer as the pawn it was: when it is the unit
    // taken off, it is taken off as that pawn, whatever it would have become (one move, the first
    // promotion's).
    const PieceKind capturer_before =
        !options_.popeye && m.promotion != PieceKind::None ? breton_mover_before(after, m) : PieceKind::None;
    for (Square s : after.geometry().squares()) {
      const Piece p = after.at(s);
      if (!p.is_unit() || p.colour() != losing) continue;
      const bool promoted_capturer = capturer_before != PieceKind::None && s == m.to;
      if ((promoted_capturer ? capturer_before : p.kind()) != taken.kind()) continue;
      any = true;
      if (promoted_capturer && m.promotion != rules.params().promotion_kinds.front()) continue;
      values.push_back(slot_.place(static_cast<uint32_t>(s.index() + 1)));
    }
  }
  if (!any) values.push_back(0);
}

void Breton::after_move(Position& pos, const Rules&, const Move& m) const {
  const uint32_t value = slot_.get(m);
  if (value == 0) return;
  const Square s = Square::from_index(static_cast<int>(value - 1));
  const Piece p = pos.at(s);
  if (!p.is_unit()) return;
  if (options_.chromatic) {
    if (p.colour() != Colour::Neutral) pos.change(s, p.with_colour(opposite(p.colour())), reason(ReasonRole::PickedChange));
  } else {
    // WinChloe's reading: a promoting capturer taken off is taken off as the pawn it was (the
    // promotion undone first, which notation leaves out: "g7*h8[-wPh8]").
    if (!options_.popeye && m.promotion != PieceKind::None && s == m.to)
      if (const PieceKind before = breton_mover_before(pos, m); before != PieceKind::None && before != p.kind())
        pos.change(s, p.with_kind(before), reason(ReasonRole::KindChange));
    pos.remove(s, reason(ReasonRole::Move));
  }
}

void apply_breton(Rules& rules, const std::vector<std::string>& arguments) {
  BretonOptions options;
  for (const std::string& a : arguments) {
    if (a == "Adverse")
      options.adverse = true;
    else if (a == "Chromatic")
      options.chromatic = true;
    else if (a == "PY")
      options.popeye = true;
    else
      throw std::invalid_argument("Breton takes Adverse, Chromatic or PY, not " + a);
  }
  rules.exclude(kCapabilityMoverGoesOn, "Breton",
                "reading the capture of a move that goes on after it is not supported yet");
  rules.add_module(std::make_unique<Breton>(options, rules.reserve_choice("Breton", Breton::kChoiceBits)));
}

const ConditionEntry& breton_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Breton", .fr = "Breton", .de = "Breton", .seeds = {}},
      .apply = &apply_breton,
      .refuses_neutral_units = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
