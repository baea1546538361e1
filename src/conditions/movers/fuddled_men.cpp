#include "conditions/movers/fuddled_men.h"

#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "core/unit_followed.h"

namespace nightrider::conditions {

namespace {

constexpr int kFuddledSquareBits = 7;  // a square's index + 1 on a board of at most 8 ranks

int fuddled_base(int first_flag, Colour side, int slot) {
  return first_flag + (side == Colour::White ? 0 : 2 * kFuddledSquareBits) + kFuddledSquareBits * slot;
}

}  // namespace

Square FuddledMen::kept(const Position& pos, Colour side, int slot) const {
  const int base = fuddled_base(first_flag_, side, slot);
  int value = 0;
  for (int b = 0; b < kFuddledSquareBits; ++b) value |= pos.rule_flag(base + b) ? 1 << b : 0;
  return value == 0 ? Square::none() : Square::from_index(static_cast<uint8_t>(value - 1));
}

bool FuddledMen::fuddled(const Position& pos, Colour side, Square square) const {
  if (side != Colour::White && side != Colour::Black) return false;
  return kept(pos, side, 0) == square || kept(pos, side, 1) == square;
}

void FuddledMen::after_move(Position& pos, const Rules&, const Move& m) const {
  const Colour mover = pos.side_to_move();
  // (A series' pass is no move of the game: the passing side's fuddled units stay as they were.)
  if ((mover != Colour::White && mover != Colour::Black) || m.kind == MoveKind::Null) return;
  // The units of the mover's side the move's own action moved (the mover, castling's rook, an own unit
  // exchanged), each followed through the side effects that moved it on.
  const auto all = pos.last_effects();
  const auto primary = all.first(all.size() - pos.last_side_effects().size());
  Square moved[2] = {Square::none(), Square::none()};
  int count = 0;
  auto own = [mover](Piece p) { return p.colour() == mover || p.colour() == Colour::Neutral; };
  for (const Effect& e : primary) {
    if (count == 2) break;
    if (e.kind == EffectKind::Relocate && own(e.piece) && e.reason.role != ReasonRole::Displacement)
      moved[count++] = e.to;  // (a unit the move carries along is not moved by its side)
    else if (e.kind == EffectKind::Add && own(e.piece) && e.from != m.to && count == 1)
      moved[count++] = e.from;  // (an exchange: the mover's partner put on the square it left)
  }
  for (Square& at : moved)
    if (!at.is_none()) at = unit_followed(pos.last_side_effects(), at);
  for (int slot = 0; slot < 2; ++slot) {
    const int value = moved[slot].is_none() ? 0 : moved[slot].index() + 1;
    const int base = fuddled_base(first_flag_, mover, slot);
    for (int b = 0; b < kFuddledSquareBits; ++b) {
      const bool on = (value >> b) & 1;
      if (pos.rule_flag(base + b) != on) pos.set_rule_flag(base + b, on);
    }
  }
}

bool FuddledMen::admits(const Position& pos, const Rules&, const Move& m) const {
  if (m.kind == MoveKind::Null) return true;
  return !fuddled(pos, pos.side_to_move(), m.from);
}

bool FuddledMen::observation_allowed(const Position& pos, const Rules&, const Observation& o) const {
  // (Popeye asks it in the check test, which castling's squares use too, not in other observations.)
  if (o.purpose == ObservationPurpose::Paralysis) return true;
  return !fuddled(pos, o.by, o.from);
}

void apply_fuddled_men(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(
      kCapabilityMoverGoesOn, "FuddledMen",
      "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  expect_no_arguments("FuddledMen", arguments);
  if (rules.geometry().height() > 8)
    throw std::invalid_argument("FuddledMen needs a board of at most 8 ranks");
  rules.add_module(std::make_unique<FuddledMen>(rules.reserve_flags("FuddledMen", FuddledMen::kFlags)));
}

const ConditionEntry& fuddled_men_condition() {
  static const ConditionEntry entry{
      .names = {.en = "FuddledMen", .fr = "FuddledMen", .de = "FuddledMen", .seeds = {}},
      .apply = &apply_fuddled_men,
  };
  return entry;
}

}  // namespace nightrider::conditions
